import { sql } from 'drizzle-orm';
import { FIATS } from '@exchange/contract/p2p/money-rules';
import type { Db } from '../../platform/db/database.ts';
import { customerSide, exchangeSide } from '../ledger/ledger-demo-postings.ts';

/*
 * Demo and bench spot orders, generated inside the database with generate_series like the other
 * demo data: every "random" choice is a hash of the row number and a salt, so the same rows come
 * back for the same numbers, and a million orders take seconds. Row g is order TO<g, 10 digits>.
 */

const rnd = (salt: string, g = 'g') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',');
const pick = (values: readonly string[], salt: string, g = 'g') => `(array[${quoted(values)}])[1 + ${rnd(salt, g)} % ${values.length}]`;

/** Pairs with a reference price (quote per base) and the decimals a price has; repeated by how much they trade. */
const PAIRS: readonly [base: string, quote: string, price: number, priceScale: number, weight: number][] = [
  ['BTC', 'USDT', 64000, 2, 8],
  ['ETH', 'USDT', 3100, 2, 6],
  ['BNB', 'USDT', 580, 2, 3],
  ['USDC', 'USDT', 1.0001, 4, 2],
  ['ETH', 'BTC', 0.0484, 6, 2],
  ['BTC', 'USDC', 64010, 2, 2],
  ['BTC', 'AED', 235000, 2, 2],
  ['USDT', 'AED', 3.6725, 4, 3],
  ['ETH', 'EUR', 2850, 2, 1],
  ['USDT', 'NGN', 1550, 2, 2],
  ['USDT', 'TRY', 34.2, 2, 1],
];
/** A coin's worth in US dollars and the decimals an order's amount of it has. */
const BASE_USD: Record<string, [number, number]> = { BTC: [64000, 5], ETH: [3100, 4], BNB: [580, 3], USDT: [1, 2], USDC: [1, 2] };
const FIAT_LIST = quoted(FIATS);

const CUSTOMER_CANCELS = ['Cancelled by the customer in the app', 'Cancelled by the customer: price moved away'];
const SWAP_CANCELS = ['Quote expired before the customer confirmed'];
const MARKET_CANCELS = ['Market order: the rest could not fill within the price protection'];
const ADMIN_CANCELS = ['Customer asked support to cancel by chat', 'Price far from the market after the listing halt', 'Duplicate order placed by an app retry'];
const FROZEN_CANCEL = 'Account frozen: open orders cancelled';

const pairValues = PAIRS.flatMap(([base, quote, price, scale, weight]) => Array.from({ length: weight }, () => `('${base}', '${quote}', ${price}::numeric, ${scale})`));

export interface DemoTradeOrdersOptions {
  /** Rows from..from+count-1. */
  count: number;
  from?: number;
  anchor: string;
  /** How far back the closed orders go. */
  days?: number;
}

/**
 * Orders of ACTIVE and FROZEN customers (a frozen account's open orders were cancelled when it was
 * frozen). MARKET buys and sells are about half, LIMIT orders three in ten, SWAPs (coin to coin) the
 * rest; most fill, about a quarter of the limit orders still rest on the book (some partly filled),
 * a few market orders and swaps are still in flight, and the open ones are recent. What an open order holds is `held_amount`; the ledger's side of it is
 * tradeDemoMovements (the demo posts it, the bench does not).
 */
export async function insertDemoTradeOrders(db: Db, options: DemoTradeOrdersOptions) {
  const to = (options.from ?? 1) + options.count - 1;
  await db.transaction(async (tx) => {
    // PostgreSQL would JIT-compile the long projection with full optimization: minutes of compiling
    // for seconds of work (the statement's cost estimate is far past jit_optimize_above_cost).
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql.raw(demoTradeOrdersSql(options)));
  });
  await db.execute(sql`select setval('trade_order_number_seq', greatest((select count(*) from trade_orders), ${to}))`);
}

/** The one INSERT of insertDemoTradeOrders. */
export function demoTradeOrdersSql(options: DemoTradeOrdersOptions): string {
  const from = options.from ?? 1;
  const to = from + options.count - 1;
  const at = `'${options.anchor}'::timestamptz`;
  const days = options.days ?? 180;
  return `with cust as (select id, state, row_number() over (order by email) rn from customers where state in ('ACTIVE', 'FROZEN')),
      total as (select count(*) as n from cust),
      pairs as (select row_number() over () as i, p.* from (values ${pairValues.join(', ')}) p(base, quote, ref, ps)),
      admins_by as (select (select id from admins where email = 'support@demo.example') as support, (select id from admins where email = 'finance@demo.example') as finance)
    insert into trade_orders (order_number, customer_id, side, kind, base_asset, quote_asset, price, amount, filled_amount, filled_quote, fee, fee_asset,
      held_asset, held_amount, status, cancelled_by, cancelled_at, cancel_reason, created_at, updated_at)
    select 'TO' || lpad(g::text, 10, '0'), c.id, k.side, k.kind, p.base, p.quote, k.price, k.amount, f.filled, f.filled_quote,
      case when k.side = 'BUY' then round(f.filled * 0.001, 8) else round(f.filled_quote * 0.001, k.qs) end,
      case when k.side = 'BUY' then p.base else p.quote end,
      case when k.side = 'BUY' then p.quote else p.base end,
      case when s.status not in ('OPEN', 'PARTIALLY_FILLED') then 0
        when k.side = 'BUY' then ceil(k.amount * k.price * power(10::numeric, k.qs)) / power(10::numeric, k.qs) - f.filled_quote
        else k.amount - f.filled end,
      s.status,
      case when s.status = 'CANCELLED' and s.by_admin then case when ${rnd('cb')} % 2 = 0 then a.support else a.finance end end,
      case when s.status = 'CANCELLED' then t.closed_at end,
      case when s.status = 'CANCELLED' then s.reason end,
      t.created_at, t.closed_at
    -- Each row's customer and pair numbers first, as plain columns: joined on an expression, the
    -- planner may loop over every customer for every row (and hash each pair again).
    from (select g, 1 + ${rnd('tc')} % total.n as customer_rn, 1 + ${rnd('tp')} % ${pairValues.length} as pair_i
      from generate_series(${from}, ${to}) g cross join total) r
    cross join admins_by a
    join cust c on c.rn = r.customer_rn
    join pairs p on p.i = r.pair_i
    cross join lateral (select
        -- Swaps convert one coin into another: a pair priced in fiat is bought and sold at market instead.
        case when ${rnd('tk')} % 100 < 50 then 'MARKET' when ${rnd('tk')} % 100 < 80 then 'LIMIT' when p.quote in (${FIAT_LIST}) then 'MARKET' else 'SWAP' end as kind,
        case when ${rnd('tk')} % 100 < 27 then 'BUY' when ${rnd('tk')} % 100 < 50 then 'SELL' when ${rnd('tsd')} % 2 = 0 then 'BUY' else 'SELL' end as side,
        round(p.ref * (0.985 + (${rnd('tpr')} % 300) / 10000.0), p.ps) as price,
        case when p.quote in (${FIAT_LIST}) then 2 else 8 end as qs,
        (case p.base ${Object.entries(BASE_USD).map(([c, [usd, d]]) => `when '${c}' then round((20 + ((${rnd('ta')} % 100000) * (${rnd('ta')} % 100000)) / 500000.0) / ${usd}, ${d})`).join(' ')} end) as amount,
        (case p.base ${Object.entries(BASE_USD).map(([c, [, d]]) => `when '${c}' then ${d}`).join(' ')} end) as ad) k
    cross join lateral (select
        case
          when k.kind = 'MARKET' then case when ${rnd('ts')} % 1000 < 970 then 'FILLED' when ${rnd('ts')} % 1000 < 994 then 'CANCELLED' when ${rnd('ts')} % 1000 < 997 then 'OPEN' else 'PARTIALLY_FILLED' end
          when k.kind = 'SWAP' then case when ${rnd('ts')} % 1000 < 965 then 'FILLED' when ${rnd('ts')} % 1000 < 995 then 'CANCELLED' else 'OPEN' end
          else case when ${rnd('ts')} % 1000 < 180 then 'OPEN' when ${rnd('ts')} % 1000 < 260 then 'PARTIALLY_FILLED' when ${rnd('ts')} % 1000 < 780 then 'FILLED' else 'CANCELLED' end
        end as status0) s0
    cross join lateral (select
        case when c.state = 'FROZEN' and s0.status0 in ('OPEN', 'PARTIALLY_FILLED') then 'CANCELLED' else s0.status0 end as status,
        c.state = 'FROZEN' and s0.status0 in ('OPEN', 'PARTIALLY_FILLED') as frozen_cancel) s1
    cross join lateral (select s1.status,
        s1.frozen_cancel or (s1.status = 'CANCELLED' and k.kind = 'LIMIT' and ${rnd('cb')} % 5 = 0) as by_admin,
        case when s1.frozen_cancel then '${FROZEN_CANCEL}'
          when k.kind = 'LIMIT' and ${rnd('cb')} % 5 = 0 then ${pick(ADMIN_CANCELS, 'cr')}
          when k.kind = 'SWAP' then ${pick(SWAP_CANCELS, 'cr')}
          when k.kind = 'MARKET' then ${pick(MARKET_CANCELS, 'cr')}
          else ${pick(CUSTOMER_CANCELS, 'cr')} end as reason,
        case when s1.status = 'FILLED' then 1.0 when s1.status = 'OPEN' then 0.0
          when s1.status = 'PARTIALLY_FILLED' or ${rnd('cf')} % 10 < 3 then (10 + ${rnd('cf2')} % 80) / 100.0 else 0.0 end as frac) s
    cross join lateral (select
        case when s.frac = 1.0 then k.amount when s.frac = 0.0 then 0
          else least(greatest(round(k.amount * s.frac, k.ad), power(10::numeric, -k.ad)), k.amount - power(10::numeric, -k.ad)) end as filled,
        -- Market and swap orders fill a little better than their protective price; limit orders at it.
        k.price * case when k.kind = 'LIMIT' then 1 when k.side = 'BUY' then 1 - (${rnd('sl')} % 40) / 10000.0 else 1 + (${rnd('sl')} % 40) / 10000.0 end as fill_price) f0
    cross join lateral (select f0.filled, round(f0.filled * f0.fill_price, k.qs) as filled_quote) f
    cross join lateral (select ct.created_at,
        least(${at}, case s.status
          when 'OPEN' then ct.created_at
          when 'PARTIALLY_FILLED' then ct.created_at + make_interval(secs => 30 + ${rnd('tu')} % 3600)
          when 'FILLED' then ct.created_at + make_interval(secs => case when k.kind = 'LIMIT' then 60 + ${rnd('tu')} % (5 * 86400) else 1 + ${rnd('tu')} % 20 end)
          else ct.created_at + make_interval(secs => case when s1.frozen_cancel then 86400 else 60 + ${rnd('tu')} % (3 * 86400) end) end) as closed_at
      from (select ${at} - make_interval(secs => case
          when s.status in ('OPEN', 'PARTIALLY_FILLED') and k.kind = 'LIMIT' then 60 + ${rnd('tt')} % (14 * 86400)
          when s.status in ('OPEN', 'PARTIALLY_FILLED') then 5 + ${rnd('tt')} % 120
          else 3600 + ${rnd('tt')} % (${days} * 86400) end + (${rnd('tm')} % 1000000) / 1000000.0) as created_at) ct) t`;
}

/**
 * The fills of every demo order that filled something: one to three each (limit orders rest and
 * fill as makers, market orders and swaps take), splitting what it filled and paid exactly.
 * History the exchange settled before the back office kept fills: no journal entry of their own.
 */
export async function insertDemoTradeFills(db: Db) {
  await db.execute(sql.raw(`insert into trade_fills (order_id, price, amount, quote_amount, fee, fee_asset, liquidity, created_at)
    select o.id, case when o.kind = 'LIMIT' then o.price else round(q.quote_amount / q.amount, 8) end, q.amount, q.quote_amount, q.fee, o.fee_asset,
      case when o.kind = 'LIMIT' then 'MAKER' else 'TAKER' end,
      o.created_at + (o.updated_at - o.created_at) * i / n.n
    from trade_orders o
    cross join lateral (select case when o.kind = 'LIMIT' then 1 + ${rnd('fn', 'o.order_number')} % 3 else 1 + ${rnd('fn', 'o.order_number')} % 2 end as n,
      case when o.quote_asset in (${FIAT_LIST}) then 2 else 8 end as qs) n
    cross join lateral generate_series(1, n.n) i
    cross join lateral (select
        case when i < n.n then trunc(o.filled_amount / n.n, 8) else o.filled_amount - (n.n - 1) * trunc(o.filled_amount / n.n, 8) end as amount,
        case when i < n.n then trunc(o.filled_quote / n.n, n.qs) else o.filled_quote - (n.n - 1) * trunc(o.filled_quote / n.n, n.qs) end as quote_amount,
        case when i < n.n then trunc(o.fee / n.n, 8) else o.fee - (n.n - 1) * trunc(o.fee / n.n, 8) end as fee) q
    where o.filled_amount > 0 and q.amount > 0 and q.quote_amount > 0`));
}

/**
 * The ledger's side of the open demo orders, for the demo's one time-ordered ledger pass: each
 * customer deposited what the order holds two hours before placing it, and the order moved it from
 * available to held (TRADE_HOLD, referencing the order as a real placement does), so a cancel
 * releases real money.
 */
export const tradeDemoMovements = (): string[] => {
  const open = `from trade_orders o where o.status in ('OPEN', 'PARTIALLY_FILLED') and o.held_amount > 0`;
  const actor = `(select id from admins where email = 'finance@demo.example')`;
  const funding = (kind: string, purpose: string, fiat: boolean) => `select '${kind}'::text as kind, 'trade_demo_funding'::text as reference_type, 'fund-' || o.id::text as reference_id,
      'Funds for order ' || o.order_number as memo, ${actor} as actor_id, o.created_at - interval '2 hours' as created_at, o.held_asset as asset, o.held_amount as amount,
      ${exchangeSide('from', purpose)}, ${customerSide('to', 'o.customer_id')}
    ${open} and o.held_asset ${fiat ? '' : 'not '}in (${FIAT_LIST})`;
  return [
    funding('FIAT_DEPOSIT', 'BANK', true),
    funding('CRYPTO_DEPOSIT', 'CRYPTO_WALLET', false),
    `select 'TRADE_HOLD'::text as kind, 'trade_order'::text as reference_type, o.id::text as reference_id, null::text as memo, ${actor} as actor_id,
      o.created_at as created_at, o.held_asset as asset, o.held_amount as amount,
      ${customerSide('from', 'o.customer_id')}, ${customerSide('to', 'o.customer_id', 'HELD')}
    ${open}`,
  ];
};

/** After the ledger pass: each open demo order names its hold's journal entry. */
export async function linkDemoTradeHolds(db: Db) {
  await db.execute(sql`update trade_orders o set hold_entry_id = e.id from ledger_entries e
    where e.kind = 'TRADE_HOLD' and e.reference_id = o.id::text and o.hold_entry_id is null`);
}
