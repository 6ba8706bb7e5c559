import { eq, sql } from 'drizzle-orm';
import { isFiat } from '@exchange/contract/fees/fee-rules';
import type { Fiat } from '@exchange/contract/p2p/money-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { approveFiatDeposit, createFiatDeposit, rejectFiatDeposit } from './fiat-deposit-commands.ts';
import { fiatDeposits, fiatWithdrawals } from './fiat-tables.ts';
import { approveFiatWithdrawal, createFiatWithdrawal, markFiatWithdrawalFailed, markFiatWithdrawalSent, rejectFiatWithdrawal, submitFiatWithdrawal } from './fiat-withdrawal-commands.ts';

const actorOf = async (db: Db, email: string): Promise<Actor | null> => {
  const [admin] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, email));
  return admin ? { id: admin.id, email: admin.email, ip: '10.0.0.12', userAgent: 'demo-data' } : null;
};

const fiatOf = (currency: string): Fiat => {
  if (!isFiat(currency)) throw new Error(`${currency} is not a fiat currency`);
  return currency;
};

/**
 * Deposits and withdrawals in every status, made through the area's own commands (so every one has
 * its journal entries and audit rows, and the four-eyes rules hold): Felix enters and submits,
 * Tara approves. A few dozen customers with a verified bank account; then the rows' times are
 * spread over the last weeks.
 */
export async function generateFiatDemoData(db: Db, anchor: string) {
  const felix = await actorOf(db, 'finance@demo.example');
  const tara = await actorOf(db, 'treasury@demo.example');
  if (!felix || !tara) return;
  const payees = (await db.execute(sql`select distinct on (c.id) c.id as customer_id, b.id as bank_account_id, b.currency
      from customers c join customer_bank_accounts b on b.customer_id = c.id and b.status = 'VERIFIED'
        and b.currency in ('USD', 'EUR', 'GBP', 'AED', 'NGN', 'INR', 'TRY', 'BRL')
      where c.state = 'ACTIVE' and c.withdrawals_blocked_at is null
        and coalesce(c.country, '') not in (select country from country_controls where not withdrawal_allowed or not deposit_allowed)
      order by c.id, b.created_at limit 40`)) as unknown as { rows: { customer_id: string; bank_account_id: string; currency: string }[] };
  for (const [i, p] of payees.rows.entries()) {
    const amount = String(500 + ((i * 137) % 4500));
    const method = i % 5 === 4 ? 'CARD' : 'BANK_TRANSFER';
    const reference = `${method === 'CARD' ? 'CARD' : 'DEP'}-${String(10_000 + i * 7)}`;
    const deposit = await createFiatDeposit(db, { customerId: p.customer_id, method, currency: fiatOf(p.currency), amount, reference, senderName: undefined, note: undefined }, felix);
    // Most are credited; some wait in Deposit Requests, a few were not found on the statement.
    if (i % 8 === 1) continue;
    if (i % 8 === 3) {
      await rejectFiatDeposit(db, deposit.id, 'No matching line on the bank statement after 5 days', tara);
      continue;
    }
    await approveFiatDeposit(db, deposit.id, { statementReference: `STMT-${anchor.slice(0, 10)}-${i}` }, tara);
    // Withdrawals of part of it, in every status.
    const withdrawal = await createFiatWithdrawal(db, { customerId: p.customer_id, currency: fiatOf(p.currency), amount: String(Math.floor(Number(amount) / 4)), bankAccountId: p.bank_account_id }, felix);
    const step = i % 6;
    if (step === 0) continue;
    if (step === 1) {
      await rejectFiatWithdrawal(db, withdrawal.id, 'Customer asked to cancel by phone', tara);
      continue;
    }
    await submitFiatWithdrawal(db, withdrawal.id, 'Payee checked against the verified account', felix);
    if (step === 2) continue;
    await approveFiatWithdrawal(db, withdrawal.id, { acknowledgeHolds: true }, tara);
    if (step === 3) continue;
    if (step === 4) await markFiatWithdrawalFailed(db, withdrawal.id, 'Beneficiary bank returned the transfer: account closed', tara);
    else await markFiatWithdrawalSent(db, withdrawal.id, `PAYOUT-${String(20_000 + i)}`, tara);
  }
  // Spread over the last three weeks, the pending ones most recent.
  await db.execute(sql`update ${fiatDeposits} set created_at = ${anchor}::timestamptz - make_interval(hours => (abs(hashtext(id::text)) % 500) + case when status = 'PENDING' then 0 else 24 end),
    updated_at = now()`);
  await db.execute(sql`update ${fiatWithdrawals} set created_at = ${anchor}::timestamptz - make_interval(hours => (abs(hashtext(id::text)) % 300)), updated_at = now()`);
}
