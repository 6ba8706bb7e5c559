import { BULK_ACTIONS, bulkResultSchema } from '@exchange/contract/bulk/bulk-decisions';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { BULK_ROUTES, type BulkRoute } from './bulk-decision-table.ts';

const tags = ['bulk'];

/**
 * `POST /admin/bulk/<area>/<action>`, one route per decision: each declares the same policy as the
 * one-row call and takes that call's body plus `ids`, so /docs and the policy matrix list each.
 */
export function registerBulkRoutes(app: ApiApp, db: Db) {
  const declared = Object.entries(BULK_ACTIONS).flatMap(([area, actions]) => Object.keys(actions).map((action) => `${area}/${action}`));
  const built = new Set(BULK_ROUTES.map((r) => `${r.area}/${r.action}`));
  const missing = declared.filter((key) => !built.has(key));
  if (missing.length > 0) throw new Error(`bulk decisions declared in the contract without a command: ${missing.join(', ')}`);
  for (const r of BULK_ROUTES) register(app, db, r);
}

function register(app: ApiApp, db: Db, r: BulkRoute) {
  app.post(`/admin/bulk/${r.area}/${r.action}`, { config: { access: r.policy }, schema: { tags, body: r.body, response: { 200: bulkResultSchema } } },
    async (request) => ({ results: await r.run(db, request.body, actorOf(request)) }));
}
