import { p2pStatisticsSchema, statisticsQuerySchema } from '@exchange/contract/p2p/statistics';
import type { Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { p2pStatistics } from './p2p-statistics.ts';

export function registerStatisticsRoutes(app: ApiApp, db: Db, slaMs: number) {
  app.get('/admin/p2p/statistics', { config: { access: 'p2p.statistics.read' }, schema: { tags: ['p2p statistics'], querystring: statisticsQuerySchema, response: { 200: p2pStatisticsSchema } } },
    (request) => p2pStatistics(db, request.query.days, slaMs));
}
