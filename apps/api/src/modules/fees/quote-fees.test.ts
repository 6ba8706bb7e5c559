import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { feeSchedules, taxRules, withdrawalLimitOverrides, withdrawalLimits } from './fee-tables.ts';
import { quoteFees, type FeeQuoteInput } from './quote-fees.ts';
import { withdrawalLimitsFor } from './withdrawal-limits.ts';

type ScheduleRow = typeof feeSchedules.$inferInsert;
type RuleRow = typeof taxRules.$inferInsert;

const base: FeeQuoteInput = { operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: 2, amount: '1000' };
const hourAgo = () => new Date(Date.now() - 3_600_000);

async function refusalOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, field: error.details?.[0]?.field, code: error.code };
    throw error;
  }
  return undefined;
}

describe.each(testDatabaseKinds())('quoteFees and withdrawalLimitsFor (%s)', (kind) => {
  let database: Database;
  const schedule = (row: Partial<ScheduleRow>) =>
    database.db.insert(feeSchedules).values({ operation: 'FIAT_WITHDRAWAL', asset: 'USD', effectiveFrom: hourAgo(), ...row }).returning({ id: feeSchedules.id }).then(([r]) => r!.id);
  const rule = (row: Partial<RuleRow>) =>
    database.db.insert(taxRules).values({ name: 'VAT', asset: 'USD', percentage: '5', basis: 'FEE', effectiveFrom: hourAgo(), ...row }).returning({ id: taxRules.id }).then(([r]) => r!.id);
  const quote = (input: Partial<FeeQuoteInput>) => quoteFees(database.db, { ...base, ...input });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`delete from fee_schedules`);
    await database.db.execute(sql`delete from tax_rules`);
  });

  it('charges nothing without a schedule or a tax rule in force', async () => {
    expect(await quote({})).toEqual({ fee: '0', tax: '0', feeScheduleId: null, taxRuleId: null });
  });

  it('adds the fixed fee and the percentage of the amount, exactly, to the asset decimals', async () => {
    const id = await schedule({ fixedFee: '1', percentage: '0.1' });
    expect(await quote({ amount: '1000' })).toEqual({ fee: '2.00', tax: '0', feeScheduleId: id, taxRuleId: null });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: here it is 0.30.
    await database.db.execute(sql`update fee_schedules set fixed_fee = 0.1, percentage = 100`);
    expect((await quote({ amount: '0.2' })).fee).toBe('0.30');
    // 18 integer digits: a float would have lost the last ones.
    await database.db.execute(sql`update fee_schedules set fixed_fee = 0.01, percentage = 0.0001`);
    expect((await quote({ amount: '999999999999999999.99' })).fee).toBe('1000000000000.01');
  });

  it('rounds half-up to the asset decimals: 2 for fiat, 8 for crypto', async () => {
    await schedule({ percentage: '10' });
    expect((await quote({ amount: '0.05' })).fee).toBe('0.01'); // 0.005 -> 0.01
    expect((await quote({ amount: '0.049' })).fee).toBe('0.00'); // 0.0049 -> 0.00
    expect((await quote({ amount: '0.15' })).fee).toBe('0.02'); // 0.015 -> 0.02 (a float has 0.01499…)
    await schedule({ operation: 'CRYPTO_WITHDRAWAL', asset: 'BTC', fixedFee: '0.0001', percentage: '0.15' });
    // 0.0001 + 0.123456789 x 0.0015 = 0.0002851851835 -> 0.00028519
    expect((await quote({ operation: 'CRYPTO_WITHDRAWAL', asset: 'BTC', amount: '0.123456789' })).fee).toBe('0.00028519');
  });

  it('raises the fee to the minimum and lowers it to the maximum; a missing bound is none', async () => {
    const id = await schedule({ fixedFee: '0', percentage: '1', minimumFee: '0.50', maximumFee: '25' });
    expect((await quote({ amount: '10' })).fee).toBe('0.50');
    expect((await quote({ amount: '0' })).fee).toBe('0.50');
    expect((await quote({ amount: '100' })).fee).toBe('1.00');
    expect((await quote({ amount: '2500' })).fee).toBe('25.00');
    expect((await quote({ amount: '1000000' })).fee).toBe('25.00');
    await database.db.execute(sql`update fee_schedules set minimum_fee = null where id = ${id}`);
    expect((await quote({ amount: '10' })).fee).toBe('0.10');
    await database.db.execute(sql`update fee_schedules set minimum_fee = 0.5, maximum_fee = null where id = ${id}`);
    expect((await quote({ amount: '1000000' })).fee).toBe('10000.00');
    // Minimum = maximum: a flat fee whatever the amount.
    await database.db.execute(sql`update fee_schedules set minimum_fee = 3, maximum_fee = 3 where id = ${id}`);
    expect((await quote({ amount: '1' })).fee).toBe('3.00');
    expect((await quote({ amount: '100000' })).fee).toBe('3.00');
  });

  it('takes the schedule in force: the level\'s own before any level, the latest begun, active only', async () => {
    const any = await schedule({ fixedFee: '5' });
    const level2 = await schedule({ kycLevel: 2, fixedFee: '2' });
    await schedule({ kycLevel: 2, fixedFee: '1', effectiveFrom: new Date(Date.now() + 86_400_000) });
    await schedule({ kycLevel: 2, fixedFee: '9', isActive: false, effectiveFrom: new Date() });
    expect(await quote({ kycLevel: 2, amount: '100' })).toMatchObject({ fee: '2.00', feeScheduleId: level2 });
    expect(await quote({ kycLevel: 1, amount: '100' })).toMatchObject({ fee: '5.00', feeScheduleId: any });
    const newer = await schedule({ kycLevel: 2, fixedFee: '3', effectiveFrom: new Date(Date.now() - 60_000) });
    expect(await quote({ kycLevel: 2, amount: '100' })).toMatchObject({ fee: '3.00', feeScheduleId: newer });
    // Another operation or asset has none.
    expect(await quote({ operation: 'FIAT_DEPOSIT', amount: '100' })).toMatchObject({ fee: '0', feeScheduleId: null });
    expect(await quote({ asset: 'AED', amount: '100' })).toMatchObject({ fee: '0', feeScheduleId: null });
  });

  it('taxes a percentage of the rounded fee or of the amount, rounded alike', async () => {
    await schedule({ fixedFee: '1', percentage: '0.1' });
    const vat = await rule({ percentage: '5', basis: 'FEE' });
    expect(await quote({ amount: '1000' })).toMatchObject({ fee: '2.00', tax: '0.10', taxRuleId: vat });
    // 5 % of 1.01 is 0.0505 -> 0.05; of 1.03, 0.0515 -> 0.05; of 1.10, 0.055 -> 0.06.
    expect((await quote({ amount: '10' })).tax).toBe('0.05');
    expect((await quote({ amount: '100' })).tax).toBe('0.06');
    const stamp = await rule({ operation: 'FIAT_WITHDRAWAL', percentage: '0.25', basis: 'AMOUNT' });
    expect(await quote({ amount: '1000' })).toMatchObject({ fee: '2.00', tax: '2.50', taxRuleId: stamp });
    // Other operations keep the all-operations rule; without a schedule, a tax on the fee is 0.
    expect(await quote({ operation: 'FIAT_DEPOSIT', amount: '1000' })).toEqual({ fee: '0', tax: '0.00', feeScheduleId: null, taxRuleId: vat });
    await rule({ name: 'Old', operation: 'FIAT_WITHDRAWAL', percentage: '50', basis: 'AMOUNT', isActive: false, effectiveFrom: new Date() });
    await rule({ name: 'Later', operation: 'FIAT_WITHDRAWAL', percentage: '50', basis: 'AMOUNT', effectiveFrom: new Date(Date.now() + 60_000) });
    expect((await quote({ amount: '1000' })).taxRuleId).toBe(stamp);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expect(await refusalOf(quote({ amount: '-1' }))).toMatchObject({ status: 400, field: 'amount' });
    expect(await refusalOf(quote({ amount: '1e3' }))).toMatchObject({ status: 400, field: 'amount' });
    expect(await refusalOf(quote({ asset: 'XYZ' }))).toMatchObject({ status: 400, field: 'asset' });
    expect(await refusalOf(quote({ operation: 'CRYPTO_WITHDRAWAL', asset: 'USD' }))).toMatchObject({ status: 400, field: 'asset' });
    expect(await refusalOf(quote({ operation: 'SWAP' as FeeQuoteInput['operation'] }))).toMatchObject({ status: 400, field: 'operation' });
    expect(await refusalOf(quote({ kycLevel: 7 as FeeQuoteInput['kycLevel'] }))).toMatchObject({ status: 400, field: 'kycLevel' });
  });

  it('gives a customer its live override, else its level\'s limits, else none', async () => {
    const [customer] = await database.db.insert(customers).values({ email: `limits-${kind}@example.com`, name: 'Limit Person', country: 'AE' }).returning({ id: customers.id });
    const customerId = customer!.id;
    const limits = (asset = 'AED', kycLevel: 0 | 1 | 2 | 3 = 1) => withdrawalLimitsFor(database.db, { customerId, asset, kycLevel });
    expect(await limits()).toEqual({ per24h: null, per30d: null, source: 'NONE' });
    await database.db.insert(withdrawalLimits).values([
      { kycLevel: 0, asset: 'AED', per24h: '0', per30d: '0' },
      { kycLevel: 1, asset: 'AED', per24h: '5000', per30d: '20000' },
      { kycLevel: 3, asset: 'AED', per24h: '100000', per30d: null },
      { kycLevel: 1, asset: 'BTC', per24h: '0.5', per30d: '2.25' },
    ]);
    expect(await limits('AED', 0)).toEqual({ per24h: '0.00', per30d: '0.00', source: 'LEVEL' });
    expect(await limits()).toEqual({ per24h: '5000.00', per30d: '20000.00', source: 'LEVEL' });
    expect(await limits('AED', 3)).toEqual({ per24h: '100000.00', per30d: null, source: 'LEVEL' });
    expect(await limits('BTC')).toEqual({ per24h: '0.50000000', per30d: '2.25000000', source: 'LEVEL' });
    expect(await limits('USD')).toEqual({ per24h: null, per30d: null, source: 'NONE' });

    await database.db.insert(withdrawalLimitOverrides).values({ customerId, asset: 'AED', per24h: '50000', per30d: null, reason: 'Trusted business' });
    expect(await limits()).toEqual({ per24h: '50000.00', per30d: null, source: 'OVERRIDE' });
    // Another asset keeps the level's.
    expect((await limits('BTC')).source).toBe('LEVEL');
    // Expired or removed, the override no longer holds.
    await database.db.execute(sql`update withdrawal_limit_overrides set expires_at = now() - interval '1 minute'`);
    expect((await limits()).source).toBe('LEVEL');
    await database.db.execute(sql`update withdrawal_limit_overrides set expires_at = now() + interval '1 day', removed_at = now(), removed_reason = 'Ended'`);
    expect((await limits()).source).toBe('LEVEL');

    expect(await refusalOf(withdrawalLimitsFor(database.db, { customerId: 'nope', asset: 'AED', kycLevel: 1 }))).toMatchObject({ status: 400, field: 'customerId' });
    expect(await refusalOf(limits('XYZ'))).toMatchObject({ status: 400, field: 'asset' });
  });
});
