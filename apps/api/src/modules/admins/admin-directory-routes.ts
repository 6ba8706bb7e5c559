import { asc, eq } from 'drizzle-orm';
import { adminListQuerySchema, adminListSchema } from '@exchange/contract/p2p/disputes';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { requireAdmin } from '../../platform/http/route-access.ts';
import { admins } from '../auth/auth-tables.ts';

/** The colleagues one can hand work to (dispute assignee picker): names and roles; emails only with admins.read. */
export function registerAdminDirectoryRoutes(app: ApiApp, db: Db) {
  app.get('/admin/list', { config: { access: 'anySession' }, schema: { tags: ['admins'], querystring: adminListQuerySchema, response: { 200: adminListSchema } } },
    async (request) => {
      const seesEmails = requireAdmin(request).policies.includes('admins.read');
      const where = request.query.isActive === undefined ? undefined : eq(admins.isActive, request.query.isActive === 'true');
      const rows = await db.select({ id: admins.id, name: admins.name, email: admins.email, role: admins.role }).from(admins).where(where).orderBy(asc(admins.name));
      return { items: rows.map((r) => ({ ...r, email: seesEmails ? r.email : null })) };
    });
}
