import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/**
 * One valid call per bulk route, for the audit-coverage suite: one id each, so the call writes the
 * one audit row of the area's own decision (a bulk call adds no row of its own).
 */
export function bulkAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  // Built when the sample runs: the context (the super admin's id) is filled in after the samples are listed.
  const pick = (query: () => ReturnType<typeof sql>) => () => oneRow<{ id: string }>(c.server, query());
  const sample = (path: string, action: string, row: () => Promise<{ id: string }>, body: Record<string, unknown> = {}): Sample => ({
    actions: [action],
    state: 'update',
    prepare: async () => {
      const { id } = await row();
      return { path: `/admin/bulk/${path}`, body: { ids: [id], ...body }, targetId: id };
    },
  });
  const offset = () => c.seq() % 3;
  // The newest that fits: the demo data has only a few unheld withdrawals awaiting approval, so an offset could pass them all.
  const withdrawal = (status: string) =>
    pick(() => sql`select id from fiat_withdrawals where status = ${status} and submitted_by is distinct from ${c.superId} and cardinality(hold_reasons) = 0
      order by withdrawal_number desc limit 1`);
  const reason = 'Bulk decision for the audit sample';

  return {
    'POST /admin/bulk/fiatDeposits/reject': sample('fiatDeposits/reject', 'fiat.deposit.reject',
      pick(() => sql`select id from fiat_deposits where status = 'PENDING' order by deposit_number desc limit 1 offset ${offset()}`), { reason }),
    'POST /admin/bulk/fiatWithdrawals/submitForApproval': sample('fiatWithdrawals/submitForApproval', 'fiat.withdrawal.submit', withdrawal('SUBMITTED')),
    'POST /admin/bulk/fiatWithdrawals/approve': sample('fiatWithdrawals/approve', 'fiat.withdrawal.approve', withdrawal('PENDING_APPROVAL')),
    'POST /admin/bulk/fiatWithdrawals/reject': sample('fiatWithdrawals/reject', 'fiat.withdrawal.reject', withdrawal('PENDING_APPROVAL'), { reason }),
    'POST /admin/bulk/kycRequests/approve': sample('kycRequests/approve', 'kyc.request.approve',
      pick(() => sql`select id from kyc_requests where status = 'IN_REVIEW' order by submitted_at desc, id limit 1 offset ${c.seq() % 3}`)),
    'POST /admin/bulk/kycRequests/reject': sample('kycRequests/reject', 'kyc.request.reject',
      pick(() => sql`select id from kyc_requests where status = 'IN_REVIEW' order by submitted_at desc, id limit 1 offset ${c.seq() % 3}`), { type: 'FINAL', reason: 'OTHER', comment: reason }),
    'POST /admin/bulk/bankAccounts/verify': sample('bankAccounts/verify', 'bankAccounts.account.verify',
      pick(() => sql`select id from customer_bank_accounts where status = 'PENDING' order by created_at desc, id limit 1 offset ${c.seq() % 3}`)),
    'POST /admin/bulk/bankAccounts/reject': sample('bankAccounts/reject', 'bankAccounts.account.reject',
      pick(() => sql`select id from customer_bank_accounts where status = 'PENDING' order by created_at desc, id limit 1 offset ${c.seq() % 3}`), { reason }),
    'POST /admin/bulk/referralRewards/approve': sample('referralRewards/approve', 'referrals.reward.approve',
      pick(() => sql`select id from referral_rewards where status = 'PENDING' order by created_at desc, id limit 1 offset ${offset()}`)),
    'POST /admin/bulk/referralRewards/reject': sample('referralRewards/reject', 'referrals.reward.reject',
      pick(() => sql`select id from referral_rewards where status = 'PENDING' order by created_at desc, id limit 1 offset ${offset()}`), { reason }),
    'POST /admin/bulk/p2pTransactions/approve': sample('p2pTransactions/approve', 'p2p.transaction.approve',
      pick(() => sql`select id from p2p_transactions where status = 'REQUESTED' order by transaction_number limit 1 offset ${offset()}`)),
    'POST /admin/bulk/p2pTransactions/reject': sample('p2pTransactions/reject', 'p2p.transaction.reject',
      pick(() => sql`select id from p2p_transactions where status = 'REQUESTED' order by transaction_number limit 1 offset ${offset()}`), { reason }),
  };
}
