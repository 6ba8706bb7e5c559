import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { decideCampaignReward, disburseCampaignReward, grantCampaignReward, createCampaign } from '../campaigns/campaign-commands.ts';
import { closeDonationCause, createDonationCause, makeDonation } from '../donations/donation-commands.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { createVoucherBatch, revokeVoucherBatch, setVoucherBatchPaused } from './voucher-commands.ts';
import { redeemVoucher } from './redeem-voucher.ts';
import { expireVoucherBatches } from './expire-voucher-batches.ts';
import { voucherBatches } from './voucher-tables.ts';

const day = 86_400_000;
const iso = (anchorMs: number, days: number) => new Date(anchorMs + days * day).toISOString();

/**
 * Gift vouchers, campaigns and donations through the areas' own commands (journal entries, audit
 * rows): batches in every status with redemptions made by the customer app's service account, a
 * running campaign with rewards pending, approved and paid (by two admins), and causes with donations.
 */
export async function generateGrowthDemoData(db: Db) {
  const people = await db.select({ id: admins.id, email: admins.email }).from(admins).where(sql`${admins.email} in ('treasury@demo.example', 'finance@demo.example')`);
  const tara = people.find((p) => p.email === 'treasury@demo.example');
  const felix = people.find((p) => p.email === 'finance@demo.example');
  if (!tara || !felix) return;
  const as = (a: { id: string; email: string }) => ({ id: a.id, email: a.email, ip: '10.0.0.12', userAgent: 'demo-data' });
  const app = await serviceAccountActor(db, 'Customer app', as(tara));
  const now = Date.now();
  const rows = (await db.execute(sql`select id from customers where state = 'ACTIVE' order by email limit 40`)) as unknown as { rows: { id: string }[] };
  const customers = rows.rows.map((r) => r.id);
  if (customers.length < 20) return;

  // Vouchers: an active batch with redemptions, a paused one, a revoked one, an expired one.
  const welcome = await createVoucherBatch(db, { name: 'Welcome bonus 10 USDT', asset: 'USDT', amountPerCode: '10', codeCount: 50, perCustomerCap: 1, expiresAt: iso(now, 60) }, as(tara));
  for (const [i, code] of welcome.codes.slice(0, 12).entries()) {
    await db.transaction((tx) => redeemVoucher(tx, { code, customerId: customers[i] ?? '' }, app));
  }
  const ramadan = await createVoucherBatch(db, { name: 'Ramadan gift AED 25', asset: 'AED', amountPerCode: '25', codeCount: 20, budget: '300', perCustomerCap: 2, expiresAt: iso(now, 30) }, as(tara));
  for (const [i, code] of ramadan.codes.slice(0, 4).entries()) await db.transaction((tx) => redeemVoucher(tx, { code, customerId: customers[12 + i] ?? '' }, app));
  await setVoucherBatchPaused(db, ramadan.batch.id, true, 'Checking a report of shared codes', as(tara));
  const launch = await createVoucherBatch(db, { name: 'Launch week BTC', asset: 'BTC', amountPerCode: '0.0001', codeCount: 10, perCustomerCap: 1, expiresAt: iso(now, 10) }, as(tara));
  await db.transaction((tx) => redeemVoucher(tx, { code: launch.codes[0] ?? '', customerId: customers[16] ?? '' }, app));
  await revokeVoucherBatch(db, launch.batch.id, 'Partner campaign cancelled', as(tara));
  // One that ran out last week: its expiry moved into the past, then ended as the expiry job ends one.
  const autumn = await createVoucherBatch(db, { name: 'Autumn app review thanks', asset: 'USDT', amountPerCode: '5', codeCount: 20, perCustomerCap: 1, expiresAt: iso(now, 1) }, as(tara));
  for (const [i, code] of autumn.codes.slice(0, 6).entries()) await db.transaction((tx) => redeemVoucher(tx, { code, customerId: customers[30 + i] ?? '' }, app));
  await db.update(voucherBatches).set({ expiresAt: new Date(now - 7 * day) }).where(eq(voucherBatches.id, autumn.batch.id));
  await expireVoucherBatches(db);

  // Campaigns: one running with rewards in every status, one scheduled, one ended.
  const spring = await createCampaign(db, { name: 'Spring trading rewards', description: 'A thank-you for active UAE traders.', startsAt: iso(now, -10), endsAt: iso(now, 20), targetCountry: null, minKycLevel: null, newCustomersOnly: false, rewardAsset: 'USDT', rewardAmount: '15' }, as(tara));
  await createCampaign(db, { name: 'Summer referral push', description: '', startsAt: iso(now, 15), endsAt: iso(now, 45), targetCountry: 'AE', minKycLevel: 2, newCustomersOnly: true, rewardAsset: 'AED', rewardAmount: '50' }, as(tara));
  await db.execute(sql`insert into campaigns (name, description, starts_at, ends_at, target_country, min_kyc_level, new_customers_only, reward_asset, reward_amount, created_by)
    values ('New year welcome', 'Ended last season.', ${iso(now, -90)}::timestamptz, ${iso(now, -60)}::timestamptz, null, 1, true, 'USDT', 5, ${tara.id})`);
  for (const [i, customerId] of customers.slice(20, 28).entries()) {
    const reward = await grantCampaignReward(db, spring.id, customerId, as(tara));
    if (i < 5) await decideCampaignReward(db, reward.id, { approve: true }, as(felix));
    if (i < 3) await disburseCampaignReward(db, reward.id, as(tara));
    if (i === 7) await decideCampaignReward(db, reward.id, { approve: false, reason: 'Duplicate account' }, as(felix));
  }

  // Donations: open causes with gifts from customers who hold USDT, and a closed one.
  const water = await createDonationCause(db, { name: 'Clean water wells', description: 'Wells for villages without safe drinking water.', asset: 'USDT', target: '5000' }, as(tara));
  const school = await createDonationCause(db, { name: 'School supplies', description: 'Books and tablets for rural schools.', asset: 'USDT', target: '2000' }, as(tara));
  const flood = await createDonationCause(db, { name: 'Flood relief 2025', description: 'Emergency relief, target met.', asset: 'USDT', target: '100' }, as(tara));
  const donors = customers.slice(0, 12);
  for (const [i, customerId] of donors.entries()) {
    const cause = [water, school, flood][i % 3];
    if (!cause) continue;
    await db.transaction((tx) => makeDonation(tx, { causeId: cause.id, customerId, amount: String(1 + (i % 4)) }, app)).catch(() => undefined);
  }
  await closeDonationCause(db, flood.id, 'Target met', as(tara));
}
