import { liquidityOverviewSchema, liquidityVenueSchema, setLiquidityThresholdSchema } from '@exchange/contract/liquidity/liquidity';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { setLiquidityThreshold } from './liquidity-commands.ts';
import { liquidityOverview } from './liquidity-queries.ts';

const tags = ['liquidity'];

/** Liquidity Monitoring: coverage per coin, venues against their thresholds, alerts; thresholds set by admins. */
export function registerLiquidityRoutes(app: ApiApp, db: Db) {
  app.get('/admin/liquidity', { config: { access: 'liquidity.read' }, schema: { tags, response: { 200: liquidityOverviewSchema } } },
    () => liquidityOverview(db));
  app.put('/admin/liquidity/thresholds', { config: { access: 'liquidity.manage' }, schema: { tags, body: setLiquidityThresholdSchema, response: { 200: liquidityVenueSchema } } },
    (request) => setLiquidityThreshold(db, request.body, actorOf(request)));
}
