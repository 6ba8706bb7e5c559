import { sql } from 'drizzle-orm';
import type { SaverProduct } from '@exchange/contract/savers/savers';
import { rowsOf } from '../../testing/access-test-helpers.ts';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/**
 * One valid call per mutating savers route, for the audit-coverage suite. A product is one per
 * coin: each sample takes the coin's product (the demo data's, or made once) and changes it.
 */
export function saversAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const productOf = async (coin: string) => {
    const rows = await rowsOf<{ id: string }>(c.server, sql`select id from saver_products where coin = ${coin}`);
    if (rows[0]) return rows[0].id;
    const answer = await c.server.call<SaverProduct>('POST', '/admin/savers/products', { token: c.superToken, body: { coin, name: `${coin} Audit Savings`, yieldRate: '2' } });
    if (answer.status !== 200) throw new Error(`prepare savers product: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/savers/products': {
      actions: ['saver.product.create'],
      state: 'create',
      prepare: async () => {
        // The coin must have no product yet: the demo data's are removed from the candidates.
        const [free] = await rowsOf<{ code: string }>(c.server, sql`select code from crypto_coins where active and code not in (select coin from saver_products) order by code limit 1`);
        const coin = free?.code;
        if (!coin) throw new Error('every coin has a savers product already');
        return { path: '/admin/savers/products', body: { coin, name: `${coin} Audit Savings`, yieldRate: '2.5' } };
      },
    },
    'PUT /admin/savers/products/:id': {
      actions: ['saver.product.update'],
      state: 'update',
      prepare: async () => {
        const id = await productOf('ETH');
        return { path: `/admin/savers/products/${id}`, body: { yieldRate: String(3 + c.seq() / 100) }, targetId: id };
      },
    },
    'PUT /admin/savers/products/:id/state': {
      actions: ['saver.product.deactivate'],
      state: 'update',
      prepare: async () => {
        const id = await productOf('USDC');
        await c.server.call('PUT', `/admin/savers/products/${id}/state`, { token: c.superToken, body: { state: 'ACTIVE' } });
        return { path: `/admin/savers/products/${id}/state`, body: { state: 'INACTIVE' }, targetId: id };
      },
    },
    'POST /admin/savers/products/:id/yield': {
      actions: ['saver.yield.post'],
      state: 'update',
      prepare: async () => {
        const id = await productOf('USDT');
        return { path: `/admin/savers/products/${id}/yield`, targetId: id };
      },
    },
  };
}
