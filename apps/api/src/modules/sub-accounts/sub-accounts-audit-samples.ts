import { sql } from 'drizzle-orm';
import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating sub-account route, for the audit-coverage suite. */
export function subAccountsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const customer = () => oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email offset ${c.seq() % 20} limit 1`);
  const open = async (customerId: string) => {
    const made = await c.server.call<SubAccount>('POST', `/admin/customers/${customerId}/subAccounts`, { token: c.superToken, body: { name: `Wallet ${c.seq()}` } });
    if (made.status !== 200) throw new Error(`prepare sub-account: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.id;
  };
  /** A customer with an available balance on its main account, from the demo's credits. */
  const funded = () =>
    oneRow<{ customer_id: string; asset: string }>(c.server, sql`
      select a.customer_id, a.asset from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.sub_account_id is null and a.bucket = 'AVAILABLE' and b.balance >= 1
      order by a.customer_id, a.asset offset ${c.seq() % 10} limit 1`);
  return {
    'POST /admin/customers/:customerId/subAccounts': {
      actions: ['subAccounts.create'], state: 'create',
      prepare: async () => {
        const { id } = await customer();
        return { path: `/admin/customers/${id}/subAccounts`, body: { name: `Trading desk ${c.seq()}`, reason: 'Customer asked for a separate wallet' } };
      },
    },
    'PATCH /admin/subAccounts/:subAccountId': {
      actions: ['subAccounts.rename'], state: 'update',
      prepare: async () => {
        const id = await open((await customer()).id);
        return { path: `/admin/subAccounts/${id}`, body: { name: `Payroll ${c.seq()}` }, targetId: id };
      },
    },
    'POST /admin/subAccounts/:subAccountId/close': {
      actions: ['subAccounts.close'], state: 'update',
      prepare: async () => {
        const id = await open((await customer()).id);
        return { path: `/admin/subAccounts/${id}/close`, body: { reason: 'Opened by mistake' }, targetId: id };
      },
    },
    'POST /admin/customers/:customerId/subAccountTransfers': {
      actions: ['subAccounts.transfer'], state: 'create',
      prepare: async () => {
        const { customer_id: customerId, asset } = await funded();
        const to = await open(customerId);
        return { path: `/admin/customers/${customerId}/subAccountTransfers`, body: { fromSubAccountId: null, toSubAccountId: to, asset, amount: '0.5' } };
      },
    },
  };
}
