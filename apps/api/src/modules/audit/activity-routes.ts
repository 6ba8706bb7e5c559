import { type Activity, activityListSchema, listActivitiesQuerySchema } from '@exchange/contract/audit/activities';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { activitiesCsv, listActivities } from './activities.ts';

/** Admin Activities: the audit trail, filtered, paged or exported. */
export function registerActivityRoutes(app: ApiApp, db: Db) {
  app.get('/admin/activities', { config: { access: 'audit.read' }, schema: { tags: ['audit'], querystring: listActivitiesQuerySchema, response: { 200: activityListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listActivities(db, query);
      await writeAudit(db, actorOf(request), { action: 'audit.export_csv', outcome: 'SUCCESS', targetType: 'audit_log', detail: JSON.stringify(query) });
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="admin-activities-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        // The typed reply expects the JSON list; Fastify pipes a stream without serializing it.
        .send(activitiesCsv(db, query) as unknown as ListResponse<Activity>);
    });
}
