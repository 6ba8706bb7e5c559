import { eq, sql } from 'drizzle-orm';
import type { CryptoCoin, CryptoNetwork, UpdateCryptoNetwork } from '@exchange/contract/crypto/crypto-coins';
import { NETWORK_FIELDS, type NetworkField } from '@exchange/contract/crypto/crypto-rules';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { badField } from '../../platform/errors.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { getCryptoCoin, getCryptoNetwork } from './coin-queries.ts';
import { cryptoCoinChanges as ch, cryptoCoins as c, cryptoNetworks as n } from './crypto-tables.ts';

/**
 * The spec's activate/deactivate toggle. An inactive coin takes no new deposit reports or
 * withdrawal requests on any of its networks; what is under way keeps its course. Setting the
 * state it has already changes nothing and writes no history.
 */
export async function setCoinActive(db: Db, code: string, body: { active: boolean; reason: string }, actor: Actor): Promise<CryptoCoin> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: c.active }).from(c).where(eq(c.code, code)).for('update');
    if (!before) await getCryptoCoin(tx, code);
    if (!before || before.active === body.active) return;
    await tx.update(c).set({ active: body.active, updatedAt: sql`now()` }).where(eq(c.code, code));
    await tx.insert(ch).values({ coin: code, field: 'active', before: String(before.active), after: String(body.active), reason: body.reason, changedBy: adminId });
    await writeAudit(tx, actor, {
      action: body.active ? 'crypto.coin.activate' : 'crypto.coin.deactivate',
      outcome: 'SUCCESS',
      targetType: 'crypto_coin',
      targetId: code,
      before: { active: before.active },
      after: { active: body.active, reason: body.reason },
    });
  });
  return getCryptoCoin(db, code);
}

/** A stored value as the history shows it: amounts without NUMERIC's trailing zeros, null as null. */
const shown = (value: CryptoNetwork[NetworkField]) => (value === null ? null : String(value));
const sameValue = (field: NetworkField, a: string | null, b: string | null) => {
  if (a === null || b === null) return a === b;
  return ['withdrawalFee', 'minWithdrawal', 'maxWithdrawal', 'minDeposit'].includes(field) ? toUnits(a) === toUnits(b) : a === b;
};

/**
 * Changes a network's settings, with a reason: one history row per field whose value changes, the
 * row locked so two admins' edits apply one after the other. The minimum may not exceed the maximum,
 * and amounts may not have more decimals than the network.
 */
export async function updateCryptoNetwork(db: Db, id: string, body: UpdateCryptoNetwork, actor: Actor): Promise<CryptoNetwork> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    await tx.select({ id: n.id }).from(n).where(eq(n.id, id)).for('update');
    const before = await getCryptoNetwork(tx, id);
    const after: CryptoNetwork = { ...before };
    const changes: { field: NetworkField; before: string | null; after: string | null }[] = [];
    for (const field of NETWORK_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      const old = shown(before[field]);
      const next = value === null ? null : String(value);
      if (sameValue(field, old, next)) continue;
      changes.push({ field, before: old, after: next });
      Object.assign(after, { [field]: value });
    }
    if (changes.length === 0) return;
    for (const field of ['withdrawalFee', 'minWithdrawal', 'maxWithdrawal', 'minDeposit'] as const) {
      const value = after[field];
      if (value !== null && value.includes('.') && value.split('.')[1]!.replace(/0+$/, '').length > after.decimals) {
        throw badField(field, 'validation.decimal', `must have at most ${after.decimals} decimals (the network's)`, { scale: after.decimals });
      }
    }
    if (after.maxWithdrawal !== null && toUnits(after.maxWithdrawal) < toUnits(after.minWithdrawal)) {
      throw badField('maxWithdrawal', 'validation.tooSmall', 'must not be below the minimum withdrawal', { min: after.minWithdrawal });
    }
    await tx
      .update(n)
      .set({
        depositEnabled: after.depositEnabled,
        withdrawalEnabled: after.withdrawalEnabled,
        withdrawalFee: after.withdrawalFee,
        minWithdrawal: after.minWithdrawal,
        maxWithdrawal: after.maxWithdrawal,
        minDeposit: after.minDeposit,
        decimals: after.decimals,
        requiredConfirmations: after.requiredConfirmations,
        addressExplorerUrl: after.addressExplorerUrl,
        txExplorerUrl: after.txExplorerUrl,
        updatedAt: sql`now()`,
      })
      .where(eq(n.id, id));
    await tx.insert(ch).values(changes.map((change) => ({ coin: before.coin, networkId: id, ...change, reason: body.reason, changedBy: adminId })));
    await writeAudit(tx, actor, {
      action: 'crypto.network.update',
      outcome: 'SUCCESS',
      targetType: 'crypto_network',
      targetId: id,
      before: Object.fromEntries(changes.map((x) => [x.field, x.before])),
      after: { coin: before.coin, network: before.code, ...Object.fromEntries(changes.map((x) => [x.field, x.after])), reason: body.reason },
    });
  });
  return getCryptoNetwork(db, id);
}
