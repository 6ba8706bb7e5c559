import { DASHBOARD_ALERTS, dashboardSchema, type Dashboard } from '@exchange/contract/dashboard/dashboard';
import type { Policy } from '@exchange/contract/access/policies';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { requireAdmin } from '../../platform/http/route-access.ts';
import { lastRaisedAlerts } from '../alerts/alert-queries.ts';
import type { LiveHub } from '../queues/live-hub.ts';
import { dashboardActivity } from './dashboard-activity.ts';
import { liabilitiesByAsset } from './dashboard-liabilities.ts';

/** Each part only for an admin who may read its area; the parts are read side by side. */
export async function dashboardFor(db: Db, hub: LiveHub, policies: readonly Policy[]): Promise<Dashboard> {
  const held = new Set(policies);
  const [queues, activity, liabilities, alerts] = await Promise.all([
    hub.countsFor(held),
    dashboardActivity(db, held),
    held.has('ledger.read') ? liabilitiesByAsset(db) : null,
    held.has('alerts.read') ? lastRaisedAlerts(db, DASHBOARD_ALERTS) : null,
  ]);
  return { queues: queues.items, activity, liabilities, alerts, generatedAt: new Date().toISOString() };
}

export function registerDashboardRoutes(app: ApiApp, db: Db, hub: LiveHub) {
  app.get('/admin/dashboard', { config: { access: 'dashboard.read' }, schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } },
    (request) => dashboardFor(db, hub, requireAdmin(request).policies));
}
