import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customerSide, exchangeSide } from '../ledger/ledger-demo-postings.ts';

/*
 * Referral rewards for the demo: a few hundred over the last three months, from the existing
 * customers. The first REFERRERS customers (by e-mail) refer the others, a few of them many; every
 * status appears, with its action log (a disbursed one's ledger credit comes from the demo's one
 * ledger pass, referralDemoMovements). Deterministic:
 * reward ids are hashes of the row number, and every "random" choice is a hash of the id.
 */

const REWARDS = 360;
const REFERRERS = 30;
/** At most this many referees, so that most earn two or three rewards whatever the customer count. */
const REFEREES = 170;

/** A uniform 0 .. 2^32-1 value from `key` and `salt` (the P2P demo's helper). */
const rnd = (salt: string, key: string) => `(('x' || substr(md5(${key}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, key: string) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${rnd(salt, key)} % ${values.length}]`;

const COIN_MIX = ['USDT', 'USDT', 'USDT', 'USDT', 'USDT', 'USDT', 'USDC', 'BTC', 'ETH', 'BNB'];
const HOLD_REASONS = [
  'Referee KYC documents are under review',
  'Same device as the referrer: checking for self-referral',
  'Referee account flagged by compliance screening',
];
const REJECT_REASONS = [
  'Self-referral: referrer and referee share a payment card',
  'Referee closed the account within the qualifying period',
  'Duplicate reward for the same referee and trigger',
];
const APPROVE_NOTES = ['Checks cleared', 'KYC verified after review'];

/** The amount in the reward's coin: a few dollars' worth, exact to 8 decimals. */
const amountOf = (coin: string, key: string) => `(case ${coin}
  when 'BTC' then (10000 + ${rnd('ab', key)} % 90000) / 100000000.0
  when 'ETH' then (200000 + ${rnd('ae', key)} % 1800000) / 100000000.0
  when 'BNB' then (1000000 + ${rnd('an', key)} % 9000000) / 100000000.0
  else (500 + ${rnd('au', key)} % 4500) / 100.0 end)`;

/**
 * The timeline of a reward, from its id: created, then a first decision 1-25 hours later, a
 * second 1-25 hours after that and the payout 1-25 hours after that (at most ~3 days in all).
 */
const times = (key: string, created: string) => {
  const step = (salt: string) => `make_interval(secs => 3600 + ${rnd(salt, key)} % 86400)`;
  const first = `(${created} + ${step('t1')})`;
  const second = `(${first} + ${step('t2')})`;
  return { first, second, third: `(${second} + ${step('t3')})` };
};
/** A third of the decided rewards (approved, rejected or paid) were on hold first. */
const viaHold = (key: string) => `(${rnd('vh', key)} % 3 = 0)`;

async function demoAdmin(db: Db): Promise<string> {
  const [finance] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'finance@demo.example'));
  if (finance) return finance.id;
  const [oldest] = await db.select({ id: admins.id }).from(admins).orderBy(asc(admins.createdAt), asc(admins.id)).limit(1);
  if (!oldest) throw new Error('referral demo data needs an admin to have decided and paid the rewards');
  return oldest.id;
}

/** Four-eyes: a reward is paid by another admin than the one who approved it, the demo's treasurer. */
async function demoPayer(db: Db, approverId: string): Promise<string> {
  const [treasury] = await db.select({ id: admins.id }).from(admins).where(and(eq(admins.email, 'treasury@demo.example'), ne(admins.id, approverId)));
  return treasury?.id ?? approverId;
}

export async function generateReferralsDemoData(db: Db, anchor: string) {
  const adminId = await demoAdmin(db);
  const payerId = await demoPayer(db, adminId);
  // With a single admin there is no second one: its paid rewards name no approver (the log still does).
  const named = payerId === adminId ? `('APPROVED')` : `('APPROVED', 'DISBURSED')`;
  const run = (statement: string) => db.execute(sql.raw(statement));
  const at = `'${anchor}'::timestamptz`;
  // A valid version-4 uuid made from a hash: stable across runs, and accepted as a uuid by the API.
  const id = `overlay(overlay(md5('referral-reward-' || g) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

  // Referees are the customers after the first REFERRERS; each earns up to three rewards (sign-up
  // or KYC, first trade, trade commission) for one referrer, drawn with a bias to the first few.
  await run(`with cust as (select id, row_number() over (order by email) rn from customers),
      sizes as (select least(${REFERRERS}, count(*) / 4) as referrers, least(${REFEREES}, count(*) - least(${REFERRERS}, count(*) / 4)) as referees from customers),
      src as (
        select g, ${id} as id, s.referrers + 1 + (g - 1) % s.referees as referee_rn, (g - 1) / s.referees as k, s.referrers
        from generate_series(1, ${REWARDS}) g cross join sizes s where s.referees > 0),
      shaped as (
        select src.*, 1 + least(${rnd('r1', 'src.referee_rn')} % src.referrers, ${rnd('r2', 'src.referee_rn')} % src.referrers, ${rnd('r3', 'src.referee_rn')} % src.referrers) as referrer_rn,
          case src.k when 0 then ${pick(['SIGN_UP', 'KYC_VERIFIED'], 'tr', 'src.id')} when 1 then 'FIRST_TRADE' else 'TRADE_COMMISSION' end as trigger,
          ${pick(COIN_MIX, 'co', 'src.id')} as coin,
          ${at} - make_interval(secs => 3600 + ${rnd('ca', 'src.id')} % (90 * 86400) + (${rnd('cu', 'src.id')} % 1000000) / 1000000.0) as created_at
        from src),
      decided as (
        select shaped.*,
          case when shaped.created_at > ${at} - interval '4 days' then 'PENDING'
            else (array['PENDING', 'PENDING', 'PENDING', 'ON_HOLD', 'ON_HOLD', 'APPROVED', 'APPROVED', 'APPROVED', 'REJECTED', 'REJECTED',
              'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED', 'DISBURSED'])[1 + ${rnd('st', 'shaped.id')} % 20] end as status
        from shaped)
    insert into referral_rewards (id, referrer_id, referee_id, trigger, coin, amount, status, status_reason, approved_by, approved_at, disbursed_by, disbursed_at, created_at, updated_at)
    select d.id, rr.id, re.id, d.trigger, d.coin, ${amountOf('d.coin', 'd.id')}, d.status,
      case when d.status = 'ON_HOLD' then ${pick(HOLD_REASONS, 'hr', 'd.id')}
        when d.status = 'REJECTED' then ${pick(REJECT_REASONS, 'jr', 'd.id')}
        when d.status = 'APPROVED' and ${rnd('ap', 'd.id')} % 4 = 0 then ${pick(APPROVE_NOTES, 'nr', 'd.id')} end,
      case when d.status in ${named} then '${adminId}'::uuid end,
      case when d.status in ${named} then
        case when ${viaHold('d.id')} then ${times('d.id', 'd.created_at').second} else ${times('d.id', 'd.created_at').first} end end,
      case when d.status = 'DISBURSED' then '${payerId}'::uuid end,
      case when d.status = 'DISBURSED' then ${times('d.id', 'd.created_at').third} end,
      d.created_at,
      case d.status when 'PENDING' then d.created_at when 'ON_HOLD' then ${times('d.id', 'd.created_at').first}
        when 'DISBURSED' then ${times('d.id', 'd.created_at').third}
        else case when ${viaHold('d.id')} then ${times('d.id', 'd.created_at').second} else ${times('d.id', 'd.created_at').first} end end
    from decided d
    join cust rr on rr.rn = d.referrer_rn
    join cust re on re.rn = d.referee_rn`);

  // The log tells the same story as the rows: CREATE by the system, then each decision by the
  // finance admin, and the payout by another admin (four-eyes).
  const t = times('r.id', 'r.created_at');
  const hold = viaHold('r.id');
  await run(`insert into referral_reward_actions (reward_id, action, from_status, to_status, reason, admin_id, created_at)
    select r.id, 'CREATE', null, 'PENDING', null, null, r.created_at from referral_rewards r
    union all
    select r.id, 'HOLD', 'PENDING', 'ON_HOLD', case when r.status = 'ON_HOLD' then r.status_reason else ${pick(HOLD_REASONS, 'hr', 'r.id')} end, '${adminId}'::uuid, ${t.first}
    from referral_rewards r where r.status = 'ON_HOLD' or (r.status in ('APPROVED', 'REJECTED', 'DISBURSED') and ${hold})
    union all
    select r.id, case when r.status = 'REJECTED' then 'REJECT' else 'APPROVE' end, case when ${hold} then 'ON_HOLD' else 'PENDING' end,
      case when r.status = 'REJECTED' then 'REJECTED' else 'APPROVED' end, case when r.status = 'DISBURSED' then null else r.status_reason end,
      '${adminId}'::uuid, case when ${hold} then ${t.second} else ${t.first} end
    from referral_rewards r where r.status in ('APPROVED', 'REJECTED', 'DISBURSED')
    union all
    select r.id, 'DISBURSE', 'APPROVED', 'DISBURSED', null, r.disbursed_by, r.disbursed_at from referral_rewards r where r.status = 'DISBURSED'`);
  for (const table of ['referral_rewards', 'referral_reward_actions']) await run(`vacuum analyze ${table}`);
}

/** A disbursed reward was paid from the rewards budget to the referrer, as rewardDisburse posts it (for postDemoMovements). */
export const referralDemoMovements = () => `select 'REFERRAL_REWARD'::text as kind, 'referral_reward'::text as reference_type, r.id::text as reference_id,
    null::text as memo, r.disbursed_by as actor_id, r.disbursed_at as created_at, r.coin as asset, r.amount,
    ${exchangeSide('from', 'REWARDS_BUDGET')}, ${customerSide('to', 'r.referrer_id')}
  from referral_rewards r where r.status = 'DISBURSED'`;
