import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating trades route, for the audit-coverage suite: demo orders that still hold funds. */
export function tradesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  return {
    'POST /admin/trades/orders/:id/cancel': {
      actions: ['trades.order.cancel'],
      state: 'update',
      prepare: async () => {
        const order = await oneRow<{ id: string }>(c.server, sql`select id from trade_orders where status = 'OPEN' and held_amount > 0 order by order_number desc limit 1`);
        return { path: `/admin/trades/orders/${order.id}/cancel`, body: { reason: 'Customer asked support to cancel' }, targetId: order.id };
      },
    },
    'POST /admin/trades/orders/cancelAll': {
      // The customer's one open order, then the call's own summary row.
      actions: ['trades.order.cancel', 'trades.orders.cancel_all'],
      state: 'update',
      prepare: async () => {
        const one = await oneRow<{ customer_id: string }>(c.server, sql`select customer_id from trade_orders where status in ('OPEN', 'PARTIALLY_FILLED')
          group by customer_id having count(*) = 1 order by customer_id limit 1`);
        return { path: '/admin/trades/orders/cancelAll', body: { customerId: one.customer_id, reason: 'Account under review' }, targetId: one.customer_id };
      },
    },
  };
}
