import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { PRICE_SCALES } from '@exchange/contract/p2p/money-rules';
import type { Db } from '../../../platform/db/database.ts';
import { hashPassword } from '../../../platform/security/passwords.ts';
import { admins } from '../../auth/auth-tables.ts';
import { joinRoleGroup } from '../../access/effective-access.ts';
import { customers } from '../../customers/customer-tables.ts';
import { generateCustomersDemoData, insertDemoCustomers } from '../../customers/customers-demo-data.ts';
import { generateRemittanceDemoData } from '../../remittance/remittance-demo-data.ts';
import { generateLeanDemoData, leanDemoMovements } from '../../lean/lean-demo-data.ts';
import { generatePaymentMethodsDemoData } from '../../payment-methods/payment-methods-demo-data.ts';
import { generateReferralsDemoData, referralDemoMovements } from '../../referrals/referrals-demo-data.ts';
import { generateScreeningDemoData } from '../../screening/screening-demo-data.ts';
import { generateCountriesDemoData } from '../../countries/countries-demo-data.ts';
import { generateKycDemoData } from '../../kyc/kyc-demo-data.ts';
import { generateBankAccountsDemoData } from '../../bank-accounts/bank-accounts-demo-data.ts';
import { generateFeesDemoData } from '../../fees/fees-demo-data.ts';
import { generateFiatDemoData } from '../../fiat/fiat-demo-data.ts';
import { generateCryptoDemoData } from '../../crypto/crypto-demo-data.ts';
import { insertDemoTradeFills, insertDemoTradeOrders, linkDemoTradeHolds, tradeDemoMovements } from '../../trades/trades-demo-data.ts';
import { generateAnnouncementsDemoData } from '../../announcements/announcements-demo-data.ts';
import { generateCoursesDemoData } from '../../courses/courses-demo-data.ts';
import { generatePostsDemoData } from '../../posts/posts-demo-data.ts';
import { generateTranslationsDemoData } from '../../translations/translations-demo-data.ts';
import { generateBannersDemoData } from '../../banners/banners-demo-data.ts';
import { generateEmailTemplatesDemoData } from '../../email-templates/email-templates-demo-data.ts';
import { generateBundlesDemoData } from '../../bundles/bundles-demo-data.ts';
import { generateOtpDemoData } from '../../otp/otp-demo-data.ts';
import { generateLiquidityDemoData } from '../../liquidity/liquidity-demo-data.ts';
import { generateSaversDemoData } from '../../savers/savers-demo-data.ts';
import { generateGrowthDemoData } from '../../vouchers/growth-demo-data.ts';
import { generateStakingDemoData } from '../../staking/staking-demo-data.ts';
import { postDemoMovements } from '../../ledger/ledger-demo-postings.ts';
import { generateReimbursementsDemoData, reimbursementDemoMovements } from '../../reimbursements/reimbursements-demo-data.ts';
import { generateSubAccountsDemoData, recordSubAccountsDemoData, subAccountTransferDemoMovements } from '../../sub-accounts/sub-accounts-demo-data.ts';

/**
 * Deterministic demo data, generated inside the database with generate_series: the same counts
 * give the same rows (timestamps are relative to `anchor`), and a million transactions take
 * seconds, not minutes. Every "random" choice is a hash of the row number and a salt.
 */
export interface DemoDataOptions {
  transactions: number;
  anchor?: Date;
  log?: (message: string) => void;
}

/** A uniform 0 .. 2^32-1 value from row `g` and `salt`: md5 mixes even for small moduli. */
const rnd = (salt: string, g = 'g') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, g = 'g') =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${rnd(salt, g)} % ${values.length}]`;

const COUNTRIES = ['AE', 'NG', 'IN', 'TR', 'BR', 'GB', 'DE', 'FR', 'IT', 'ES', 'US', 'EG', 'SA', 'PK', 'CN'];
const MERCHANT_A = ['Atlas', 'Blue Harbor', 'Cedar', 'Desert Sun', 'Emerald', 'Falcon', 'Golden Gate', 'Horizon', 'Iron Bridge', 'Juniper'];
const MERCHANT_B = ['OTC', 'Trading', 'Exchange', 'Capital'];
const COIN_USD = { BTC: 64000, ETH: 3100, USDT: 1, USDC: 1, BNB: 580 } as const;
const FIAT_RATE = { USD: 1, EUR: 0.92, GBP: 0.79, AED: 3.6725, NGN: 1550, INR: 83.4, TRY: 34.2, BRL: 5.45 } as const;
const COIN_MIX = ['USDT', 'USDT', 'USDT', 'BTC', 'BTC', 'ETH', 'USDC', 'BNB'];
const FIATS = Object.keys(FIAT_RATE);

/** The decimals of a price in that fiat (the contract's PRICE_SCALES): 0.7834 GBP, 1650.50 NGN. */
const priceScale = (fiat: string) => `(case ${fiat} ${Object.entries(PRICE_SCALES).map(([f, s]) => `when '${f}' then ${s}`).join(' ')} end)`;
const coinUsd = (coin: string) => `(case ${coin} ${Object.entries(COIN_USD).map(([c, p]) => `when '${c}' then ${p}`).join(' ')} end)::numeric`;
const fiatRate = (fiat: string) => `(case ${fiat} ${Object.entries(FIAT_RATE).map(([f, r]) => `when '${f}' then ${r}`).join(' ')} end)::numeric`;

async function ensureDemoAdmins(db: Db) {
  const ids: string[] = [];
  for (const [email, name, role] of [
    ['support@demo.example', 'Dana Support', 'support'],
    ['finance@demo.example', 'Felix Finance', 'finance'],
    // The second pair of eyes on money: pays the rewards Felix approved, credits the third-party deposits he approved first.
    ['treasury@demo.example', 'Tara Treasury', 'finance'],
  ] as const) {
    const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    // Colleagues to assign disputes to; nobody knows their password until an admin resets it.
    const [row] = await db.insert(admins).values({ email, name, role, passwordHash: await hashPassword(randomBytes(24).toString('hex')) }).returning({ id: admins.id });
    if (row) {
      await joinRoleGroup(db, row.id, role);
      ids.push(row.id);
    }
  }
  return ids as [string, string, string];
}

export async function isDemoDataPresent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(customers);
  return (row?.n ?? 0) > 0;
}

export async function generateDemoData(db: Db, options: DemoDataOptions) {
  const log = options.log ?? (() => undefined);
  const anchor = (options.anchor ?? new Date()).toISOString();
  const n = Math.max(0, Math.floor(options.transactions));
  // Customers in every state (see customers-demo-data.ts), at least 2,000.
  const customerCount = Math.max(2_000, Math.min(20_000, Math.floor(n / 50)));
  const orderCount = Math.max(400, Math.floor(n / 5));
  const merchantCount = 40;
  const [supportId, financeId] = await ensureDemoAdmins(db);
  const run = (statement: string) => db.execute(sql.raw(statement));
  const at = `'${anchor}'::timestamptz`;

  log(`customers: ${customerCount}`);
  await insertDemoCustomers(db, { count: customerCount, anchor });

  log(`merchants: ${merchantCount}, 3 payment methods and 4 ads each`);
  await run(`insert into merchants (name, email, phone, country, is_active, is_online, created_at, updated_at)
    select (array[${MERCHANT_A.map((a) => `'${a}'`).join(',')}])[1 + (g - 1) % ${MERCHANT_A.length}] || ' '
        || (array[${MERCHANT_B.map((b) => `'${b}'`).join(',')}])[1 + ((g - 1) / ${MERCHANT_A.length}) % ${MERCHANT_B.length}],
      'merchant' || g || '@demo.example', '+971 50 ' || lpad((1000000 + g * 7919 % 8999999)::text, 7, '0'), ${pick(COUNTRIES, 'mc')},
      g % 9 <> 0, g % 9 <> 0 and g % 3 <> 0,
      ${at} - make_interval(secs => 190 * 86400 + ${rnd('ma')} % (600 * 86400)), ${at} - make_interval(secs => ${rnd('mu')} % (30 * 86400))
    from generate_series(1, ${merchantCount}) g`);
  await run(`insert into merchant_payment_methods (merchant_id, type, label, account_name, account_number, bank_name, is_active, created_at, updated_at)
    select m.id, k.type, k.label, m.name, lpad((${rnd('pm', "m.email || k.type")} % 10000000000)::text, 10, '0'), k.bank, not (k.type = 'E_WALLET' and m.email like 'merchant1%'),
      m.created_at + interval '1 day', m.created_at + interval '1 day'
    from merchants m cross join (values ('BANK_TRANSFER', 'Main bank account', 'Emirates NBD'), ('MOBILE_MONEY', 'Mobile money', null), ('E_WALLET', 'E-wallet', null)) k(type, label, bank)`);
  await run(`insert into merchant_ads (merchant_id, side, coin, fiat, price, min_limit, max_limit, available_amount, payment_method_ids, terms, is_active, created_at, updated_at)
    select m.id, case when k % 2 = 0 then 'SELL' else 'BUY' end, x.coin, x.fiat,
      round(${coinUsd('x.coin')} * ${fiatRate('x.fiat')} * (0.985 + (${rnd('ap', "m.email || k")} % 300) / 10000.0), ${priceScale('x.fiat')}),
      round(50 * ${fiatRate('x.fiat')}, 2), round(5000 * ${fiatRate('x.fiat')}, 2),
      round(20000 / ${coinUsd('x.coin')}, 8),
      (select array_agg(p.id order by p.type) from merchant_payment_methods p where p.merchant_id = m.id and p.is_active),
      'Pay within 15 minutes. Use the order number as the payment reference.', m.is_active and k <> 3,
      m.created_at + interval '2 days', m.created_at + interval '2 days'
    from merchants m cross join generate_series(0, 3) k
    cross join lateral (select ${pick(COIN_MIX, 'ac', "m.email || k")} as coin, ${pick(FIATS, 'af', "m.email || k")} as fiat) x`);

  // Only accounts that could trade: a pending account never has, a closed one has nothing open.
  log(`orders: ${orderCount}`);
  await run(`with ads as (select a.*, row_number() over (order by a.created_at, a.id) rn from merchant_ads a),
      cust as (select id, row_number() over (order by email) rn from customers where state in ('ACTIVE', 'FROZEN'))
    insert into p2p_orders (order_number, ad_id, merchant_id, customer_id, side, coin, fiat, price, crypto_amount, fiat_amount, status, created_at, completed_at)
    select 'P2P' || lpad(g::text, 10, '0'), a.id, a.merchant_id, c.id, case a.side when 'SELL' then 'BUY' else 'SELL' end,
      a.coin, a.fiat, a.price, round(f.amount / a.price, 8), f.amount, s.status, s.created_at,
      case when s.status = 'COMPLETED' then s.created_at + make_interval(secs => 300 + ${rnd('oc')} % 1800) end
    from generate_series(1, ${orderCount}) g
    join ads a on a.rn = 1 + ${rnd('oa')} % (select count(*) from ads)
    join cust c on c.rn = 1 + ${rnd('ou')} % (select count(*) from cust)
    cross join lateral (select round((50 + ${rnd('of')} % 4950) * ${fiatRate('a.fiat')}, 2) as amount) f
    cross join lateral (select case when ${rnd('os')} % 100 < 4 then 'PENDING_PAYMENT' when ${rnd('os')} % 100 < 8 then 'PAID'
        when ${rnd('os')} % 100 < 83 then 'COMPLETED' else 'CANCELLED' end as status) s0
    cross join lateral (select s0.status,
        ${at} - make_interval(secs => case when s0.status in ('PENDING_PAYMENT', 'PAID') then ${rnd('ot')} % 3600 else 3600 + ${rnd('ot')} % (180 * 86400) end
          + (${rnd('om')} % 1000000) / 1000000.0) as created_at) s`);

  log('disputes: one order in 25, every status');
  await run(`with picked as (
      select o.id, o.order_number, o.created_at, row_number() over (order by o.order_number) rn from p2p_orders o
      where substr(o.order_number, 4)::bigint % 25 = 0 and o.status in ('COMPLETED', 'CANCELLED'))
    insert into order_disputes (order_id, order_number, status, opened_by, reason, assignee_id, reason_code, resolved_by, resolved_at, created_at, updated_at)
    select p.id, p.order_number, st.status, case when p.rn % 3 = 0 then 'SELLER' else 'BUYER' end,
      (array['Paid but the seller did not release the crypto', 'Payment received is less than the order amount', 'Buyer marked as paid without paying', 'Payment reference does not match the order'])[1 + p.rn % 4],
      case when st.status = 'OPEN' and p.rn % 2 = 0 then null when p.rn % 2 = 0 then '${supportId}'::uuid else '${financeId}'::uuid end,
      case st.status when 'RESOLVED_BUYER' then 'PAYMENT_CONFIRMED' when 'RESOLVED_SELLER' then 'PAYMENT_NOT_RECEIVED' when 'CANCELLED' then 'MUTUAL_AGREEMENT' end,
      case when st.status in ('RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED') then '${financeId}'::uuid end,
      case when st.status in ('RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED') then st.opened + make_interval(secs => 3600 + ${rnd('dr', 'p.rn')} % (40 * 3600)) end,
      st.opened, st.opened
    from picked p
    cross join lateral (select (array['OPEN', 'IN_REVIEW', 'RESOLVED_BUYER', 'RESOLVED_SELLER', 'CANCELLED'])[1 + p.rn % 5] as status) s0
    cross join lateral (select s0.status, case when s0.status in ('OPEN', 'IN_REVIEW')
        then ${at} - make_interval(secs => 600 + ${rnd('do', 'p.rn')} % (72 * 3600)) else p.created_at + interval '20 minutes' end as opened) st`);
  // The orders follow their disputes: open ones are in dispute, settled ones show the outcome.
  await run(`update p2p_orders o set
      status = case d.status when 'OPEN' then 'DISPUTED' when 'IN_REVIEW' then 'DISPUTED' when 'RESOLVED_BUYER' then 'COMPLETED' when 'RESOLVED_SELLER' then 'CANCELLED' else 'COMPLETED' end,
      created_at = case when d.status in ('OPEN', 'IN_REVIEW') then d.created_at - interval '40 minutes' else o.created_at end,
      completed_at = case when d.status in ('RESOLVED_BUYER', 'CANCELLED') then d.resolved_at end
    from order_disputes d where d.order_id = o.id`);
  await run(`insert into dispute_notes (dispute_id, author_id, body, created_at)
    select d.id, case when k = 1 then '${supportId}'::uuid else '${financeId}'::uuid end,
      (array['Asked both parties for payment proof.', 'Buyer sent a bank receipt; checking with the merchant.', 'Bank statement confirms the transfer.', 'No answer from the counterparty after 2 reminders.'])[1 + (${rnd('nb', "d.order_number || k")} % 4)],
      d.created_at + make_interval(secs => k * 1800)
    from order_disputes d cross join generate_series(1, 2) k where d.status <> 'OPEN'`);

  log(`transactions: ${n}`);
  const BATCH = 250_000;
  for (let start = 1; start <= n; start += BATCH) {
    const end = Math.min(n, start + BATCH - 1);
    await run(`with cust as (select id, row_number() over (order by email) rn from customers where state in ('ACTIVE', 'FROZEN')),
        merch as (select id, row_number() over (order by email) rn from merchants)
      insert into p2p_transactions (transaction_number, customer_id, merchant_id, type, coin, fiat, crypto_amount, fiat_amount, price,
        status, withdrawal_status, reject_reason, decided_by, decided_at, withdrawal_decided_by, withdrawal_decided_at, created_at)
      select 'PT' || lpad(g::text, 10, '0'), c.id, m.id, x.type, x.coin, x.fiat, round(x.amount / x.price, 8), x.amount, x.price,
        x.status, x.withdrawal,
        case when x.status = 'REJECTED' then (array['Payment proof does not match the customer name', 'Amount received differs from the request', 'Customer failed the source-of-funds check'])[1 + ${rnd('tj')} % 3] end,
        case when x.status <> 'REQUESTED' then '${financeId}'::uuid end,
        case when x.status <> 'REQUESTED' then x.created_at + make_interval(secs => 60 + ${rnd('td')} % 3600) end,
        case when x.withdrawal in ('WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED') then '${supportId}'::uuid end,
        case when x.withdrawal in ('WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED') then x.created_at + make_interval(secs => 3700 + ${rnd('tw')} % 7200) end,
        x.created_at
      from generate_series(${start}, ${end}) g
      join cust c on c.rn = 1 + ${rnd('tc')} % (select count(*) from cust)
      join merch m on m.rn = 1 + ${rnd('tm')} % ${merchantCount}
      cross join lateral (select ${pick(COIN_MIX, 'tk')} as coin, ${pick(FIATS, 'tf')} as fiat,
          case when ${rnd('tt')} % 2 = 0 then 'BUY' else 'SELL' end as type,
          case when ${rnd('ts')} % 100 < 12 then 'REQUESTED' when ${rnd('ts')} % 100 < 22 then 'REJECTED' else 'APPROVED' end as status) b
      cross join lateral (select b.coin, b.fiat, b.type, b.status,
          round(${coinUsd('b.coin')} * ${fiatRate('b.fiat')} * (0.985 + (${rnd('tp')} % 300) / 10000.0), ${priceScale('b.fiat')}) as price,
          round((20 + ${rnd('ta')} % 4980) * ${fiatRate('b.fiat')}, 2) as amount,
          case when b.status = 'APPROVED' and b.type = 'SELL' then
            case when ${rnd('tw2')} % 10 < 2 then 'WITHDRAWAL_PENDING' when ${rnd('tw2')} % 10 < 3 then 'WITHDRAWAL_REJECTED' else 'WITHDRAWAL_APPROVED' end end as withdrawal,
          ${at} - make_interval(secs => case when b.status = 'REQUESTED' then ${rnd('tr')} % (3 * 86400) else 3600 + ${rnd('tr')} % (180 * 86400) end
            + (${rnd('tu')} % 1000000) / 1000000.0) as created_at) x`);
    log(`  ${end} / ${n}`);
  }
  // A transaction settles an order of the same customer and merchant: the k-th transaction of a
  // pair goes with the pair's k-th order, where both exist.
  await run(`with o as (select id, customer_id, merchant_id, row_number() over (partition by customer_id, merchant_id order by created_at, id) rn from p2p_orders),
      tx as (select id, customer_id, merchant_id, row_number() over (partition by customer_id, merchant_id order by created_at, id) rn from p2p_transactions
        where (customer_id, merchant_id) in (select customer_id, merchant_id from p2p_orders))
    update p2p_transactions t set order_id = o.id from tx join o using (customer_id, merchant_id, rn) where t.id = tx.id`);
  // Vacuum sets the visibility map, so capped counts can be index-only from the first request.
  for (const table of ['customers', 'merchants', 'merchant_ads', 'p2p_orders', 'p2p_transactions', 'order_disputes', 'p2p_daily_volume']) {
    await run(`vacuum analyze ${table}`);
  }
  await generateCustomersDemoData(db, anchor, { support: supportId, finance: financeId });
  await generateReferralsDemoData(db, anchor);
  await generatePaymentMethodsDemoData(db, anchor);
  await generateRemittanceDemoData(db, anchor);
  await generateLeanDemoData(db, anchor);
  const tradeCount = Math.max(3_000, Math.min(100_000, Math.floor(n / 2)));
  log(`spot orders: ${tradeCount}, and their fills`);
  await insertDemoTradeOrders(db, { count: tradeCount, anchor });
  await insertDemoTradeFills(db);
  log('ledger: sub-accounts, reimbursements and one time-ordered pass over every demo movement');
  await generateSubAccountsDemoData(db, anchor);
  // Every demo movement in one ledger pass, in time order (each account's lines numbered as their
  // dates go): the credits of disbursed rewards and approved deposits, reimbursements, transfers,
  // and the holds of open spot orders.
  await postDemoMovements(db, [referralDemoMovements(), leanDemoMovements(), ...reimbursementDemoMovements(anchor), subAccountTransferDemoMovements(anchor), ...tradeDemoMovements()]);
  await linkDemoTradeHolds(db);
  await db.execute(sql`vacuum analyze trade_orders`);
  await db.execute(sql`vacuum analyze trade_fills`);
  await generateReimbursementsDemoData(db, anchor);
  await recordSubAccountsDemoData(db, anchor);
  await generateScreeningDemoData(db);
  await generateCountriesDemoData(db);
  await generateKycDemoData(db, anchor);
  await generateBankAccountsDemoData(db, anchor);
  await generateFeesDemoData(db, anchor);
  await generateFiatDemoData(db, anchor);
  await generateCryptoDemoData(db, anchor);
  await generateBundlesDemoData(db, anchor);
  await generateStakingDemoData(db, anchor);
  await generateSaversDemoData(db, anchor);
  await generateLiquidityDemoData(db);
  await generateOtpDemoData(db, anchor);
  // Growth: gift vouchers, campaigns and donations.
  await generateGrowthDemoData(db);
  await generateContentDemoData(db, anchor);
}

/** Content (issue 15): announcements, banners and e-mail templates, written by Dana from support. */
async function generateContentDemoData(db: Db, anchor: string) {
  const [dana] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'support@demo.example'));
  if (!dana) return;
  const actor = { id: dana.id, email: dana.email, ip: '10.0.0.21', userAgent: 'demo-data' };
  await generateAnnouncementsDemoData(db, anchor, actor);
  await generateBannersDemoData(db, anchor, actor);
  await generateEmailTemplatesDemoData(db, actor);
  await generatePostsDemoData(db, anchor, actor);
  await generateTranslationsDemoData(db);
  await generateCoursesDemoData(db, actor);
}
