import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/** An account's identity as one text, for joining the moves to their accounts. */
const identity = (t: string) =>
  `concat_ws(':', ${t}.owner, coalesce(${t}.customer_id::text, '-'), coalesce(${t}.sub_account_id::text, '-'), coalesce(${t}.bucket, '-'), coalesce(${t}.purpose, '-'), ${t}.asset)`;

/**
 * Posts the demo's movements set-based, as postEntry would one by one, in ONE pass over all of
 * them in time order (so that every account's lines are numbered in the order of their dates, as
 * real postings are). Each source is a SELECT with one row per two-line entry and the columns, in
 * this order: kind, reference_type, reference_id (text), memo, actor_id, created_at, asset, amount
 * (positive), then for `from` and for `to` (use customerSide / exchangeSide): owner, customer_id,
 * sub_account_id, bucket, purpose. `from` loses the amount, `to` gains it. Accounts are made as
 * needed; the ledger's trigger keeps each balance (and each customer line's balance after it) and
 * refuses a customer going below zero, as it would refuse a real posting: a source must only take
 * money that an earlier movement brought.
 */
export async function postDemoMovements(db: Db, sources: readonly string[]): Promise<void> {
  const source = sources.map((s) => `(${s})`).join('\n    union all\n    ');
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create temporary table demo_moves on commit drop as
      select gen_random_uuid() as entry_id, s.* from (${source}) s`));
    await tx.execute(sql.raw(`create temporary table demo_move_sides on commit drop as
      select m.entry_id, m.created_at, m.reference_id, m.asset, x.side, x.owner, x.customer_id, x.sub_account_id, x.bucket, x.purpose, x.amount
      from demo_moves m
      cross join lateral (values
        (1, m.from_owner, m.from_customer_id::uuid, m.from_sub_account_id::uuid, m.from_bucket, m.from_purpose, -m.amount),
        (2, m.to_owner, m.to_customer_id::uuid, m.to_sub_account_id::uuid, m.to_bucket, m.to_purpose, m.amount)
      ) x(side, owner, customer_id, sub_account_id, bucket, purpose, amount)`));
    await tx.execute(sql.raw(`insert into ledger_accounts (owner, customer_id, sub_account_id, bucket, purpose, asset, created_at)
      select owner, customer_id, sub_account_id, bucket, purpose, asset, min(created_at) from demo_move_sides
      group by owner, customer_id, sub_account_id, bucket, purpose, asset
      on conflict do nothing`));
    await tx.execute(sql.raw(`insert into ledger_entries (id, kind, reference_type, reference_id, memo, actor_id, created_at)
      select entry_id, kind, reference_type, reference_id, memo, actor_id, created_at from demo_moves`));
    await tx.execute(sql.raw(`insert into ledger_lines (entry_id, account_id, asset, amount, created_at)
      select x.entry_id, a.id, x.asset, x.amount, x.created_at
      from demo_move_sides x
      join ledger_accounts a on ${identity('a')} = ${identity('x')}
      order by x.created_at, x.reference_id, x.side`));
  });
}

type Side = 'from' | 'to';

/** The columns of one side of a demo move: a customer's account (`customerId` and `subAccountId` are SQL expressions). */
export const customerSide = (side: Side, customerId: string, bucket: 'AVAILABLE' | 'HELD' = 'AVAILABLE', subAccountId = 'null') =>
  `'CUSTOMER'::text as ${side}_owner, (${customerId})::uuid as ${side}_customer_id, (${subAccountId})::uuid as ${side}_sub_account_id, '${bucket}'::text as ${side}_bucket, null::text as ${side}_purpose`;

/** The columns of one side of a demo move: the exchange's account for a purpose. */
export const exchangeSide = (side: Side, purpose: string) =>
  `'EXCHANGE'::text as ${side}_owner, null::uuid as ${side}_customer_id, null::uuid as ${side}_sub_account_id, null::text as ${side}_bucket, '${purpose}'::text as ${side}_purpose`;
