import { searchQuerySchema, searchResultSchema } from '@exchange/contract/search/search';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { requireAdmin } from '../../platform/http/route-access.ts';
import { searchEverything } from './search-service.ts';

export function registerSearchRoutes(app: ApiApp, db: Db) {
  // Any session: each kind is searched only when the admin holds that kind's read policy.
  app.get('/admin/search', { config: { access: 'anySession' }, schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    (request) => searchEverything(db, request.query.q, requireAdmin(request).policies));
}
