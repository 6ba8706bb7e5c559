import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BundleChangeField, BundleState } from '@exchange/contract/bundles/bundle-rules';
import type { Bundle, BundleCoin, createBundleSchema, updateBundleSchema } from '@exchange/contract/bundles/bundles';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict, conflictOn } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { basketText, bundleNotFound, getBundle, trimWeight } from './bundle-queries.ts';
import { bundleChanges, bundleCoins, bundles } from './bundle-tables.ts';

type CreateInput = z.infer<typeof createBundleSchema>;
type UpdateInput = z.infer<typeof updateBundleSchema>;

const nameTaken = () => conflictOn('name', 'bundle.nameTaken', 'another bundle has this name already');

/** The basket as it is stored and compared: weights without trailing zeros ("25.50" is "25.5"). */
const normalized = (coins: readonly BundleCoin[]): BundleCoin[] => coins.map((c) => ({ coin: c.coin, weight: trimWeight(c.weight) }));

async function ensureNameFree(db: DbOrTx, name: string, exceptId?: string) {
  const [taken] = await db.select({ id: bundles.id }).from(bundles).where(and(sql`lower(${bundles.name}) = lower(${name})`, exceptId ? ne(bundles.id, exceptId) : undefined));
  if (taken) throw nameTaken();
}

/** Every coin of a new basket is listed and active: a switched-off coin is a 400 on its entry. */
async function ensureCoinsActive(db: DbOrTx, coins: readonly BundleCoin[]) {
  const rows = await db.select({ code: cryptoCoins.code, active: cryptoCoins.active }).from(cryptoCoins).where(inArray(cryptoCoins.code, coins.map((c) => c.coin)));
  const active = new Map(rows.map((r) => [r.code, r.active]));
  coins.forEach(({ coin }, index) => {
    if (active.get(coin) !== true) throw badField(`coins.${index}.coin`, 'bundle.coinInactive', `${coin} is switched off in Manage Crypto Coins`, { asset: coin });
  });
}

async function writeCoins(tx: DbOrTx, bundleId: string, coins: readonly BundleCoin[]) {
  await tx.delete(bundleCoins).where(eq(bundleCoins.bundleId, bundleId));
  await tx.insert(bundleCoins).values(coins.map((c, position) => ({ bundleId, coin: c.coin, weight: c.weight, position })));
}

/** A new bundle, INACTIVE until an admin activates it. 409 naming `name` when another bundle has it (without case). */
export async function createBundle(db: Db, input: CreateInput, actor: Actor): Promise<Bundle> {
  const adminId = adminOf(actor);
  const coins = normalized(input.coins);
  await ensureCoinsActive(db, coins);
  await ensureNameFree(db, input.name);
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        // The unique index on lower(name) settles two admins creating the same name at once.
        const [row] = await tx
          .insert(bundles)
          .values({ name: input.name, description: input.description, quoteAsset: input.quoteAsset, minInvestment: input.minInvestment, createdBy: adminId })
          .returning({ id: bundles.id });
        if (!row) throw nameTaken();
        await writeCoins(tx, row.id, coins);
        await writeAudit(tx, actor, {
          action: 'bundle.create',
          outcome: 'SUCCESS',
          targetType: 'bundle',
          targetId: row.id,
          after: { ...input, coins, state: 'INACTIVE' },
        });
        return row.id;
      }),
    nameTaken,
  );
  return getBundle(db, id);
}

/**
 * Changes the fields given, the row locked so that two admins' edits apply one after the other: one
 * history row per field whose value changes (the basket as one field), one audit row. Changing
 * nothing writes nothing.
 */
export async function updateBundle(db: Db, id: string, changes: UpdateInput, actor: Actor): Promise<Bundle> {
  const adminId = adminOf(actor);
  const coins = changes.coins && normalized(changes.coins);
  if (coins) await ensureCoinsActive(db, coins);
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, id)).for('update');
        if (!locked) throw bundleNotFound();
        const before = await getBundle(tx, id);
        const diffs: { field: BundleChangeField; before: string; after: string }[] = [];
        if (changes.name !== undefined && changes.name !== before.name) {
          await ensureNameFree(tx, changes.name, id);
          diffs.push({ field: 'name', before: before.name, after: changes.name });
        }
        if (changes.description !== undefined && changes.description !== before.description) {
          diffs.push({ field: 'description', before: before.description, after: changes.description });
        }
        if (changes.minInvestment !== undefined && toUnits(changes.minInvestment) !== toUnits(before.minInvestment)) {
          diffs.push({ field: 'minInvestment', before: before.minInvestment, after: trimAmount(changes.minInvestment) });
        }
        if (coins && basketText(coins) !== basketText(before.coins)) {
          diffs.push({ field: 'coins', before: basketText(before.coins), after: basketText(coins) });
        }
        if (diffs.length === 0) return;
        await tx
          .update(bundles)
          .set({ name: changes.name, description: changes.description, minInvestment: changes.minInvestment, updatedAt: sql`now()` })
          .where(eq(bundles.id, id));
        if (coins && diffs.some((d) => d.field === 'coins')) await writeCoins(tx, id, coins);
        await tx.insert(bundleChanges).values(diffs.map((d) => ({ bundleId: id, ...d, changedBy: adminId })));
        await writeAudit(tx, actor, {
          action: 'bundle.update',
          outcome: 'SUCCESS',
          targetType: 'bundle',
          targetId: id,
          before: Object.fromEntries(diffs.map((d) => [d.field, d.field === 'coins' ? before.coins : d.before])),
          after: Object.fromEntries(diffs.map((d) => [d.field, d.field === 'coins' ? coins : d.after])),
        });
      }),
    nameTaken,
  );
  return getBundle(db, id);
}

/**
 * Activates or deactivates a bundle. The change is guarded by the state it has (UPDATE ... WHERE
 * state <> target): of two admins asking for the same state, one changes it and the other finds it
 * done, which is not an error (idempotent, audited with "already"). A bundle holding a coin that
 * is switched off cannot be activated (409 naming the coin). Subscriptions stay as they are.
 */
export async function setBundleState(db: Db, id: string, state: BundleState, actor: Actor): Promise<Bundle> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    if (state === 'ACTIVE') {
      const [off] = await tx
        .select({ coin: bundleCoins.coin })
        .from(bundleCoins)
        .innerJoin(cryptoCoins, eq(cryptoCoins.code, bundleCoins.coin))
        .where(and(eq(bundleCoins.bundleId, id), eq(cryptoCoins.active, false)))
        .orderBy(bundleCoins.position)
        .limit(1);
      if (off) throw conflict('bundle.coinInactive', `${off.coin} is switched off in Manage Crypto Coins: take it out of the bundle or switch it on first`, { asset: off.coin });
    }
    const [changed] = await tx
      .update(bundles)
      .set({ state, updatedAt: sql`now()` })
      .where(and(eq(bundles.id, id), ne(bundles.state, state)))
      .returning({ id: bundles.id });
    const before: BundleState = state === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
    if (changed) {
      await tx.insert(bundleChanges).values({ bundleId: id, field: 'state', before, after: state, changedBy: adminId });
    } else {
      const [exists] = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, id));
      if (!exists) throw bundleNotFound();
    }
    await writeAudit(tx, actor, {
      action: state === 'ACTIVE' ? 'bundle.activate' : 'bundle.deactivate',
      outcome: 'SUCCESS',
      targetType: 'bundle',
      targetId: id,
      before: { state: changed ? before : state },
      after: { state },
      detail: changed ? undefined : `already ${state}`,
    });
  });
  return getBundle(db, id);
}
