import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaverChangeField, SaverState } from '@exchange/contract/savers/saver-rules';
import type {
  PostSaverYieldResult,
  SaverPosition,
  SaverProduct,
  createSaverProductSchema,
  saverDepositSchema,
  updateSaverProductSchema,
} from '@exchange/contract/savers/savers';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import { type Actor, adminOf, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict, conflictOn } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { customerAccount, exchangeAccount, move, postEntry, type LedgerLineInput } from '../ledger/post-entry.ts';
import { trimRate } from '../staking/staking-queries.ts';
import { getSaverProduct, getSaverYieldPosting, saverNotFound } from './saver-queries.ts';
import { saverDeposits, saverPositions as pos, saverProductChanges, saverProducts as sp, saverYieldPostings as yp } from './saver-tables.ts';

type Diff = { field: SaverChangeField; before: string; after: string };
const coinTaken = () => conflictOn('coin', 'saver.coinTaken', 'another savers product has this coin already');

/** A new product for a listed coin (one per coin), INACTIVE until activated. */
export async function createSaverProduct(db: Db, input: z.infer<typeof createSaverProductSchema>, actor: Actor): Promise<SaverProduct> {
  const adminId = adminOf(actor);
  const [coin] = await db.select({ active: cryptoCoins.active }).from(cryptoCoins).where(eq(cryptoCoins.code, input.coin));
  if (!coin?.active) throw badField('coin', 'staking.coinInactive', `${input.coin} is switched off in Manage Crypto Coins`, { asset: input.coin });
  const [taken] = await db.select({ id: sp.id }).from(sp).where(eq(sp.coin, input.coin));
  if (taken) throw coinTaken();
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(sp).values({ coin: input.coin, name: input.name, yieldRate: input.yieldRate, createdBy: adminId }).returning({ id: sp.id });
        if (!row) throw coinTaken();
        await writeAudit(tx, actor, { action: 'saver.product.create', outcome: 'SUCCESS', targetType: 'saver_product', targetId: row.id, after: { ...input, yieldRate: trimRate(input.yieldRate), state: 'INACTIVE' } });
        return row.id;
      }),
    coinTaken,
  );
  return getSaverProduct(db, id);
}

/** Name and rate, under a row lock: one history row per field that changes; a new rate pays from the next posting. */
export async function updateSaverProduct(db: Db, id: string, changes: z.infer<typeof updateSaverProductSchema>, actor: Actor): Promise<SaverProduct> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sp).where(eq(sp.id, id)).for('update');
    if (!before) throw saverNotFound();
    const diffs: Diff[] = [];
    if (changes.name !== undefined && changes.name !== before.name) diffs.push({ field: 'name', before: before.name, after: changes.name });
    if (changes.yieldRate !== undefined && toUnits(changes.yieldRate) !== toUnits(before.yieldRate)) {
      diffs.push({ field: 'yieldRate', before: trimRate(before.yieldRate), after: trimRate(changes.yieldRate) });
    }
    if (diffs.length === 0) return;
    await tx.update(sp).set({ name: changes.name, yieldRate: changes.yieldRate, updatedAt: sql`now()` }).where(eq(sp.id, id));
    await tx.insert(saverProductChanges).values(diffs.map((x) => ({ productId: id, ...x, changedBy: adminId })));
    await writeAudit(tx, actor, {
      action: 'saver.product.update',
      outcome: 'SUCCESS',
      targetType: 'saver_product',
      targetId: id,
      before: Object.fromEntries(diffs.map((x) => [x.field, x.before])),
      after: Object.fromEntries(diffs.map((x) => [x.field, x.after])),
    });
  });
  return getSaverProduct(db, id);
}

/** Activate or deactivate, guarded by the state it has; asking for the state it has is audited as "already". */
export async function setSaverProductState(db: Db, id: string, state: SaverState, actor: Actor): Promise<SaverProduct> {
  const adminId = adminOf(actor);
  const before: SaverState = state === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  await db.transaction(async (tx) => {
    const [changed] = await tx.update(sp).set({ state, updatedAt: sql`now()` }).where(and(eq(sp.id, id), ne(sp.state, state))).returning({ id: sp.id });
    if (changed) {
      await tx.insert(saverProductChanges).values({ productId: id, field: 'state', before, after: state, changedBy: adminId });
    } else {
      const [exists] = await tx.select({ id: sp.id }).from(sp).where(eq(sp.id, id));
      if (!exists) throw saverNotFound();
    }
    await writeAudit(tx, actor, {
      action: state === 'ACTIVE' ? 'saver.product.activate' : 'saver.product.deactivate',
      outcome: 'SUCCESS',
      targetType: 'saver_product',
      targetId: id,
      before: { state: changed ? before : state },
      after: { state },
      detail: changed ? undefined : `already ${state}`,
    });
  });
  return getSaverProduct(db, id);
}

/** Today in UTC, as the postings' day. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

/**
 * "Post yield now": the day's yield of every position, principal x rate / 100 / 365 rounded down
 * to 8 decimals, paid in one journal entry from the exchange's rewards budget to each customer's
 * available balance (SAVINGS_YIELD), with the posting row and the audit row. The product's row is
 * locked, so two admins at once post once; a second request the same day answers the first
 * posting (`alreadyPosted`) and moves nothing. Positions whose yield rounds to 0 are not paid.
 */
export async function postSaverYield(db: Db, productId: string, actor: Actor, day = utcDay()): Promise<PostSaverYieldResult> {
  const adminId = adminOf(actor);
  const { postingId, alreadyPosted } = await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: sp.id, coin: sp.coin, yieldRate: sp.yieldRate }).from(sp).where(eq(sp.id, productId)).for('update');
    if (!product) throw saverNotFound();
    const [done] = await tx.select({ id: yp.id, total: yp.total }).from(yp).where(and(eq(yp.productId, productId), eq(yp.day, day)));
    if (done) {
      await writeAudit(tx, actor, { action: 'saver.yield.post', outcome: 'SUCCESS', targetType: 'saver_product', targetId: productId, before: { day }, after: { day, postingId: done.id, total: trimAmount(done.total) }, detail: `already posted for ${day}` });
      return { postingId: done.id, alreadyPosted: true };
    }
    const due = (await selectRows(tx, sql`
      select customer_id, trim_scale(trunc(principal * ${product.yieldRate}::numeric / 100 / 365, 8))::text as amount
        from ${pos} where product_id = ${productId} and trunc(principal * ${product.yieldRate}::numeric / 100 / 365, 8) > 0
       order by customer_id`)).map((r) => ({ customerId: String(r.customer_id), amount: String(r.amount) }));
    const total = fromUnits(due.reduce((sum, x) => sum + toUnits(x.amount), 0n));
    const postingId = randomUUID();
    const lines: LedgerLineInput[] = [
      { account: exchangeAccount('REWARDS_BUDGET'), asset: product.coin, amount: fromUnits(-toUnits(total)) },
      ...due.map((x) => ({ account: customerAccount(x.customerId, 'AVAILABLE'), asset: product.coin, amount: x.amount })),
    ];
    const entryId = due.length > 0
      ? await postEntry(tx, { kind: 'SAVINGS_YIELD', referenceType: 'saver_yield_posting', referenceId: postingId, actorId: adminId, memo: `Savers yield ${day} at ${trimRate(product.yieldRate)} %`, lines })
      : null;
    await tx.execute(sql`
      update ${pos} set yield_paid = yield_paid + trunc(principal * ${product.yieldRate}::numeric / 100 / 365, 8), updated_at = now()
       where product_id = ${productId} and trunc(principal * ${product.yieldRate}::numeric / 100 / 365, 8) > 0`);
    await tx.insert(yp).values({ id: postingId, productId, day, yieldRate: product.yieldRate, positions: due.length, total, entryId, postedBy: adminId });
    await writeAudit(tx, actor, {
      action: 'saver.yield.post',
      outcome: 'SUCCESS',
      targetType: 'saver_product',
      targetId: productId,
      before: { day },
      after: { day, postingId, positions: due.length, total, yieldRate: trimRate(product.yieldRate), ledgerEntryId: entryId },
    });
    return { postingId, alreadyPosted: false };
  });
  return { ...(await getSaverYieldPosting(db, postingId)), alreadyPosted };
}

/**
 * The customer app moves coins into a savers product, in the caller's transaction (the /platform
 * route's): the product is ACTIVE (read under a share lock, so a deactivation either refuses this
 * or waits for it), its coin on, the customer's account ACTIVE; the amount moves from available
 * to Earn (SAVINGS_DEPOSIT; 409 ledger.insufficientFunds when the customer has less).
 */
export async function depositToSaver(tx: Tx, input: z.infer<typeof saverDepositSchema>, actor: Actor): Promise<SaverPosition> {
  const [product] = await tx
    .select({ id: sp.id, coin: sp.coin, state: sp.state, coinActive: cryptoCoins.active })
    .from(sp)
    .innerJoin(cryptoCoins, eq(cryptoCoins.code, sp.coin))
    .where(eq(sp.id, input.productId))
    .for('share', { of: sp });
  if (!product) throw badField('productId', 'saver.notFound', 'no savers product has this id');
  if (product.state !== 'ACTIVE') throw conflict('saver.inactive', 'This savers product is deactivated: it takes no new savings');
  if (!product.coinActive) throw conflict('staking.coinInactive', `${product.coin} is switched off in Manage Crypto Coins`, { asset: product.coin });
  const [customer] = await tx.select({ id: customers.id, state: customers.state }).from(customers).where(eq(customers.id, input.customerId)).for('no key update');
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');
  if (customer.state !== 'ACTIVE') throw conflict('staking.accountNotActive', `This account is ${customer.state}: it cannot save`, { status: customer.state });

  const depositId = randomUUID();
  const entryId = await postEntry(tx, {
    kind: 'SAVINGS_DEPOSIT',
    referenceType: 'saver_deposit',
    referenceId: depositId,
    actorId: postedBy(actor),
    lines: move(customerAccount(customer.id, 'AVAILABLE'), customerAccount(customer.id, 'EARN'), product.coin, input.amount),
  });
  const [position] = await tx
    .insert(pos)
    .values({ productId: product.id, customerId: customer.id, principal: input.amount })
    .onConflictDoUpdate({ target: [pos.productId, pos.customerId], set: { principal: sql`${pos.principal} + excluded.principal`, updatedAt: sql`now()` } })
    .returning();
  if (!position) throw new Error('the savers position upsert returned no row');
  await tx.insert(saverDeposits).values({ id: depositId, positionId: position.id, amount: input.amount, entryId, depositedBy: postedBy(actor) });
  await writeAudit(tx, actor, {
    action: 'saver.deposit',
    outcome: 'SUCCESS',
    targetType: 'saver_position',
    targetId: position.id,
    customerId: customer.id,
    after: { productId: product.id, coin: product.coin, amount: trimAmount(input.amount), principal: trimAmount(position.principal), ledgerEntryId: entryId },
  });
  return {
    id: position.id,
    productId: position.productId,
    customerId: position.customerId,
    coin: product.coin as Coin,
    principal: trimAmount(position.principal),
    yieldPaid: trimAmount(position.yieldPaid),
    openedAt: position.openedAt.toISOString(),
    updatedAt: position.updatedAt.toISOString(),
  };
}
