import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FeeScheduleInput, SetWithdrawalLimit, TaxRuleInput } from '@exchange/contract/fees/fees';
import { feeScheduleInputSchema, setLimitOverrideSchema, setWithdrawalLimitSchema, taxRuleInputSchema } from '@exchange/contract/fees/fees';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { createFeeSchedule, createTaxRule, setFeeScheduleActive, updateFeeSchedule } from './fee-commands.ts';
import { removeLimitOverride, setLimitOverride, setWithdrawalLimit } from './limit-commands.ts';

const DAY = 86_400_000;

type Schedule = Omit<FeeScheduleInput, 'reason' | 'effectiveFrom'>;
const withdrawal = (asset: FeeScheduleInput['asset'], fixedFee: string, percentage: string, minimumFee: string | null, maximumFee: string | null, kycLevel: FeeScheduleInput['kycLevel'] = null): Schedule =>
  ({ operation: 'FIAT_WITHDRAWAL', asset, kycLevel, fixedFee, percentage, minimumFee, maximumFee });

/**
 * Fiat withdrawals: about 1 USD fixed + 0.1 %, between 2 and 50 USD (in each fiat's money); level 3
 * pays half the percentage. NGN withdrawals have no schedule (free): the fiat demo's withdrawals are
 * a few hundred of any currency, less than an NGN minimum fee of about 2 USD. Card deposits: the
 * card networks' 2.5-2.9 % + a fixed part. Crypto withdrawals: a fixed network fee per coin.
 */
const SCHEDULES: Schedule[] = [
  withdrawal('USD', '1', '0.1', '2', '50'),
  withdrawal('USD', '0', '0.05', '1', '25', 3),
  withdrawal('EUR', '0.92', '0.1', '1.84', '46'),
  withdrawal('GBP', '0.79', '0.1', '1.58', '39.50'),
  withdrawal('AED', '3.67', '0.15', '7.35', '183.60'),
  withdrawal('AED', '0', '0.05', '3.67', '91.80', 3),
  withdrawal('INR', '83', '0.1', '166', '4170'),
  { operation: 'FIAT_DEPOSIT', asset: 'NGN', kycLevel: null, fixedFee: '50', percentage: '0', minimumFee: null, maximumFee: null },
  { operation: 'CARD_DEPOSIT', asset: 'USD', kycLevel: null, fixedFee: '0.30', percentage: '2.9', minimumFee: '0.50', maximumFee: null },
  { operation: 'CARD_DEPOSIT', asset: 'EUR', kycLevel: null, fixedFee: '0.25', percentage: '2.5', minimumFee: '0.50', maximumFee: null },
  { operation: 'CARD_DEPOSIT', asset: 'AED', kycLevel: null, fixedFee: '1.10', percentage: '2.9', minimumFee: '1.85', maximumFee: null },
  { operation: 'CRYPTO_WITHDRAWAL', asset: 'BTC', kycLevel: null, fixedFee: '0.0002', percentage: '0', minimumFee: null, maximumFee: null },
  { operation: 'CRYPTO_WITHDRAWAL', asset: 'ETH', kycLevel: null, fixedFee: '0.003', percentage: '0', minimumFee: null, maximumFee: null },
  { operation: 'CRYPTO_WITHDRAWAL', asset: 'USDT', kycLevel: null, fixedFee: '1', percentage: '0', minimumFee: null, maximumFee: null },
  { operation: 'CRYPTO_WITHDRAWAL', asset: 'USDC', kycLevel: null, fixedFee: '1', percentage: '0', minimumFee: null, maximumFee: null },
  { operation: 'CRYPTO_WITHDRAWAL', asset: 'BNB', kycLevel: null, fixedFee: '0.0005', percentage: '0', minimumFee: null, maximumFee: null },
];

/** VAT on the exchange's fees in the UAE (5 %) and GST on them in India (18 %). */
const TAX_RULES: Omit<TaxRuleInput, 'reason' | 'effectiveFrom'>[] = [
  { name: 'VAT', asset: 'AED', operation: null, percentage: '5', basis: 'FEE' },
  { name: 'GST', asset: 'INR', operation: null, percentage: '18', basis: 'FEE' },
];

/** Per 24 hours and per 30 days, for levels 1, 2 and 3; level 0 may withdraw nothing. */
const LIMITS: [SetWithdrawalLimit['asset'], [string, string], [string, string], [string, string]][] = [
  ['USD', ['1000', '5000'], ['10000', '50000'], ['100000', '1000000']],
  ['EUR', ['920', '4600'], ['9200', '46000'], ['92000', '920000']],
  ['GBP', ['790', '3950'], ['7900', '39500'], ['79000', '790000']],
  ['AED', ['3670', '18350'], ['36700', '183500'], ['367000', '3670000']],
  ['NGN', ['1550000', '7750000'], ['15500000', '77500000'], ['155000000', '1550000000']],
  ['BTC', ['0.02', '0.1'], ['0.2', '1'], ['2', '20']],
  ['USDT', ['1000', '5000'], ['10000', '50000'], ['100000', '1000000']],
];

export async function generateFeesDemoData(db: Db, anchor: string) {
  const people = await db.select({ id: admins.id, email: admins.email }).from(admins).where(inArray(admins.email, ['finance@demo.example', 'treasury@demo.example']));
  const finance = people.find((p) => p.email === 'finance@demo.example');
  const treasury = people.find((p) => p.email === 'treasury@demo.example') ?? finance;
  if (!finance || !treasury) return;
  const felix: Actor = { id: finance.id, email: finance.email, ip: '127.0.0.1', userAgent: 'demo-data' };
  const tara: Actor = { id: treasury.id, email: treasury.email, ip: '127.0.0.1', userAgent: 'demo-data' };
  const at = Date.parse(anchor);
  const since = new Date(at - 120 * DAY).toISOString();

  const ids: string[] = [];
  for (const schedule of SCHEDULES) {
    const input = feeScheduleInputSchema.parse({ ...schedule, effectiveFrom: since, reason: 'Launch pricing' });
    ids.push((await createFeeSchedule(db, input, felix)).id);
  }
  // AED withdrawals started at 0.15 %; the review brought them in line with the other fiats.
  const aed = ids[SCHEDULES.findIndex((s) => s.asset === 'AED' && s.kycLevel === null)];
  if (aed) await updateFeeSchedule(db, aed, { fixedFee: '3.67', percentage: '0.1', minimumFee: '7.35', maximumFee: '183.60', reason: 'Quarterly pricing review: AED in line with USD' }, tara);
  // A price rise announced for next month, and a card fee withdrawn.
  await createFeeSchedule(db, feeScheduleInputSchema.parse({ ...withdrawal('USD', '1', '0.12', '2', '60'), effectiveFrom: new Date(at + 30 * DAY).toISOString(), reason: 'Bank charges rise next month' }), felix);
  const gbpCard = await createFeeSchedule(db, feeScheduleInputSchema.parse({ operation: 'CARD_DEPOSIT', asset: 'GBP', kycLevel: null, fixedFee: '0.20', percentage: '2.5', effectiveFrom: since, reason: 'Launch pricing' }), felix);
  await setFeeScheduleActive(db, gbpCard.id, false, 'Card acquirer for GBP discontinued', tara);

  for (const rule of TAX_RULES) await createTaxRule(db, taxRuleInputSchema.parse({ ...rule, effectiveFrom: since, reason: 'Tax registration' }), felix);

  for (const [asset, level1, level2, level3] of LIMITS) {
    const levels: [0 | 1 | 2 | 3, [string, string]][] = [[0, ['0', '0']], [1, level1], [2, level2], [3, level3]];
    for (const [kycLevel, [per24h, per30d]] of levels) {
      await setWithdrawalLimit(db, setWithdrawalLimitSchema.parse({ kycLevel, asset, per24h, per30d, reason: 'Limits policy v1' }), felix);
    }
  }

  // Overrides: a corporate account, a market maker without limits, and one that was lifted again.
  const picked = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.state, 'ACTIVE'), sql`${customers.kycLevel} >= 2`))
    .orderBy(customers.email)
    .limit(3);
  const [corporate, marketMaker, lifted] = picked;
  if (corporate) {
    await setLimitOverride(db, corporate.id, setLimitOverrideSchema.parse({ asset: 'AED', per24h: '250000', per30d: '2000000', expiresAt: new Date(Math.max(at, Date.now()) + 90 * DAY).toISOString(), reason: 'Corporate treasury account, approved by compliance' }), felix);
  }
  if (marketMaker) {
    await setLimitOverride(db, marketMaker.id, setLimitOverrideSchema.parse({ asset: 'USDT', per24h: null, per30d: null, reason: 'Market maker agreement' }), felix);
  }
  if (lifted) {
    await setLimitOverride(db, lifted.id, setLimitOverrideSchema.parse({ asset: 'USD', per24h: '500', per30d: '1000', reason: 'Unusual withdrawals under review' }), tara);
    await removeLimitOverride(db, lifted.id, 'USD', 'Review closed, no concern', felix);
  }
}
