import { createHash } from 'node:crypto';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { eq, sql } from 'drizzle-orm';
import type { Coin } from '@exchange/contract/crypto/crypto-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { proposeCryptoDepositRecovery, recordCryptoDepositConfirmations, reportCryptoDeposit } from './deposit-commands.ts';
import { cryptoDeposits, cryptoWhitelist, cryptoWithdrawals } from './crypto-tables.ts';
import { addExchangeAddress, addWhitelistAddress } from './whitelist-commands.ts';
import {
  approveCryptoWithdrawal,
  createCryptoWithdrawal,
  markCryptoWithdrawalFailed,
  recordCryptoWithdrawalConfirmations,
  rejectCryptoWithdrawal,
  reportCryptoWithdrawalBroadcast,
  submitCryptoWithdrawal,
} from './withdrawal-commands.ts';

const actorOf = async (db: Db, email: string): Promise<Actor | null> => {
  const [admin] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, email));
  return admin ? { id: admin.id, email: admin.email, ip: '10.0.0.12', userAgent: 'demo-data' } : null;
};

/** A deterministic hex string of `length` from a seed: tx hashes and addresses that look real. */
const hex = (seed: number, length: number) => createHash('sha256').update(`crypto-demo-${seed}`).digest('hex').slice(0, length);
const addressFor = (network: string, seed: number) => (network === 'BTC' ? `bc1q${hex(seed, 38)}` : network === 'TRC20' ? `T${hex(seed, 33).toUpperCase()}` : `0x${hex(seed, 40)}`);
const txFor = (network: string, seed: number) => (network === 'BTC' || network === 'TRC20' ? hex(seed + 7, 64) : `0x${hex(seed + 7, 64)}`);

const plans: { coin: Coin; network: string; deposit: string; withdraw: string }[] = [
  { coin: 'USDT', network: 'TRC20', deposit: '2500', withdraw: '400' },
  { coin: 'USDT', network: 'ERC20', deposit: '1800.5', withdraw: '250' },
  { coin: 'ETH', network: 'ERC20', deposit: '1.75', withdraw: '0.4' },
  { coin: 'BTC', network: 'BTC', deposit: '0.0845', withdraw: '0.02' },
  { coin: 'USDC', network: 'ERC20', deposit: '950', withdraw: '120' },
  { coin: 'BNB', network: 'BEP20', deposit: '6.2', withdraw: '1.5' },
];

/**
 * Crypto deposits, withdrawals and whitelists through the area's own commands (journal entries,
 * audit rows, four-eyes): the wallet service reports deposits and broadcasts; Felix requests and
 * submits, Tara approves. The exchange's own wallets first; then the rows' times spread over weeks.
 */
export async function generateCryptoDemoData(db: Db, anchor: string) {
  const felix = await actorOf(db, 'finance@demo.example');
  const tara = await actorOf(db, 'treasury@demo.example');
  if (!felix || !tara) return;
  const walletService = await serviceAccountActor(db, 'Wallet service', tara);
  for (const [i, kind] of (['HOT', 'WARM', 'COLD'] as const).entries()) {
    for (const plan of plans.slice(0, 4)) {
      await addExchangeAddress(db, { coin: plan.coin, network: plan.network, address: addressFor(plan.network, 9000 + i * 10 + plans.indexOf(plan)), kind, label: `${kind.toLowerCase()} wallet ${plan.coin}`, reason: 'Exchange wallet set-up' }, tara);
    }
  }
  const customers = (await db.execute(sql`select c.id from customers c where c.state = 'ACTIVE' and c.withdrawals_blocked_at is null
      and coalesce(c.country, '') not in (select country from country_controls where not withdrawal_allowed or not deposit_allowed)
      order by c.email limit 30`)) as unknown as { rows: { id: string }[] };
  for (const [i, c] of customers.rows.entries()) {
    const plan = plans[i % plans.length];
    if (!plan) continue;
    const deposit = await reportCryptoDeposit(db, { coin: plan.coin, network: plan.network, customerId: c.id, address: addressFor(plan.network, i), txHash: txFor(plan.network, i), amount: plan.deposit, confirmations: 1 }, walletService);
    // Most reach their confirmations; a few are still on their way.
    if (i % 7 === 5) {
      await recordCryptoDepositConfirmations(db, { coin: plan.coin, network: plan.network, txHash: deposit.txHash, outputIndex: 0, confirmations: Math.max(1, deposit.requiredConfirmations - 3) }, walletService);
      continue;
    }
    await recordCryptoDepositConfirmations(db, { coin: plan.coin, network: plan.network, txHash: deposit.txHash, outputIndex: 0, confirmations: deposit.requiredConfirmations + 4 }, walletService);
    const to = addressFor(plan.network, 500 + i);
    await addWhitelistAddress(db, { customerId: c.id, coin: plan.coin, network: plan.network, address: to, label: i % 2 ? 'Ledger Nano' : 'Personal wallet', reason: 'Customer added it in the app after 2FA' }, walletService);
    // Past the cool-down for most: the entry was made weeks ago.
    if (i % 9 !== 4) await db.update(cryptoWhitelist).set({ addedAt: sql`${anchor}::timestamptz - interval '20 days'`, coolDownUntil: sql`${anchor}::timestamptz - interval '19 days'` }).where(eq(cryptoWhitelist.customerId, c.id));
    const withdrawal = await createCryptoWithdrawal(db, { customerId: c.id, coin: plan.coin, network: plan.network, address: to, amount: plan.withdraw }, felix);
    const step = i % 6;
    if (step === 0) continue;
    if (step === 1) {
      await rejectCryptoWithdrawal(db, withdrawal.id, 'Customer asked to cancel by chat', tara);
      continue;
    }
    await submitCryptoWithdrawal(db, withdrawal.id, 'Address and amount checked with the customer', felix);
    if (step === 2) continue;
    await approveCryptoWithdrawal(db, withdrawal.id, { acknowledgeHolds: true }, tara);
    if (step === 3) continue;
    await reportCryptoWithdrawalBroadcast(db, withdrawal.id, txFor(plan.network, 700 + i), walletService);
    if (step === 4 && i % 12 === 4) {
      await markCryptoWithdrawalFailed(db, withdrawal.id, 'Dropped from the mempool: fee too low', walletService);
      continue;
    }
    await recordCryptoWithdrawalConfirmations(db, withdrawal.id, step === 4 ? 1 : 60, walletService);
  }
  // A missed deposit waiting for a second admin.
  const first = customers.rows[0];
  if (first) {
    await proposeCryptoDepositRecovery(db, { coin: 'USDT', network: 'TRC20', customerId: first.id, address: addressFor('TRC20', 0), txHash: txFor('TRC20', 4242), amount: '75', note: 'Seen on Tronscan, never reported by the wallet service' }, felix);
  }
  await db.execute(sql`update ${cryptoDeposits} set created_at = ${anchor}::timestamptz - make_interval(hours => (abs(hashtext(id::text)) % 400) + case when status = 'CREDITED' then 24 else 0 end), updated_at = now()`);
  await db.execute(sql`update ${cryptoWithdrawals} set created_at = ${anchor}::timestamptz - make_interval(hours => (abs(hashtext(id::text)) % 300)), updated_at = now()`);
}
