import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StakingChangeField, StakingState, StakingSubject } from '@exchange/contract/staking/staking-rules';
import type {
  StakingDuration,
  StakingProtocol,
  StakingProvider,
  createStakingDurationSchema,
  createStakingProtocolSchema,
  createStakingProviderSchema,
  updateStakingDurationSchema,
  updateStakingProtocolSchema,
  updateStakingProviderSchema,
} from '@exchange/contract/staking/staking';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict, conflictOn } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import {
  durationNotFound,
  getStakingDuration,
  getStakingProtocol,
  getStakingProvider,
  protocolNotFound,
  providerNotFound,
  trimRate,
} from './staking-queries.ts';
import { stakingChanges, stakingDurations as d, stakingProtocols as p, stakingProviders as v } from './staking-tables.ts';

type Diff = { field: StakingChangeField; before: string; after: string };
interface Subject {
  subject: StakingSubject;
  id: string;
  /** The protocol it belongs to (itself for a protocol); null for a provider. */
  protocolId: string | null;
  durationDays: number | null;
}

async function recordChanges(tx: DbOrTx, of: Subject, diffs: Diff[], adminId: string) {
  if (diffs.length === 0) return;
  await tx.insert(stakingChanges).values(
    diffs.map((x) => ({ subject: of.subject, subjectId: of.id, protocolId: of.protocolId, durationDays: of.durationDays, ...x, changedBy: adminId })),
  );
}

const providerNameTaken = () => conflictOn('name', 'staking.providerNameTaken', 'another provider has this name already');
const protocolNameTaken = () => conflictOn('name', 'staking.protocolNameTaken', 'another protocol of this provider has this name already');
const durationExists = () => conflictOn('days', 'staking.durationExists', 'this protocol has a duration of this many days already');

/** The other state, as a guarded change's "before". */
const otherThan = (state: StakingState): StakingState => (state === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE');

// Providers.

async function ensureProviderNameFree(db: DbOrTx, name: string, exceptId?: string) {
  const [taken] = await db.select({ id: v.id }).from(v).where(and(sql`lower(${v.name}) = lower(${name})`, exceptId ? ne(v.id, exceptId) : undefined));
  if (taken) throw providerNameTaken();
}

/** A new provider, INACTIVE until activated. 409 naming `name` when another has it (without case). */
export async function createStakingProvider(db: Db, input: z.infer<typeof createStakingProviderSchema>, actor: Actor): Promise<StakingProvider> {
  const adminId = adminOf(actor);
  await ensureProviderNameFree(db, input.name);
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(v).values({ name: input.name, description: input.description, createdBy: adminId }).returning({ id: v.id });
        if (!row) throw providerNameTaken();
        await writeAudit(tx, actor, { action: 'staking.provider.create', outcome: 'SUCCESS', targetType: 'staking_provider', targetId: row.id, after: { ...input, state: 'INACTIVE' } });
        return row.id;
      }),
    providerNameTaken,
  );
  return getStakingProvider(db, id);
}

/** Changes the fields given under a row lock: one history row per field that changes, one audit row; nothing changed writes nothing. */
export async function updateStakingProvider(db: Db, id: string, changes: z.infer<typeof updateStakingProviderSchema>, actor: Actor): Promise<StakingProvider> {
  const adminId = adminOf(actor);
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(v).where(eq(v.id, id)).for('update');
        if (!before) throw providerNotFound();
        const diffs: Diff[] = [];
        if (changes.name !== undefined && changes.name !== before.name) {
          await ensureProviderNameFree(tx, changes.name, id);
          diffs.push({ field: 'name', before: before.name, after: changes.name });
        }
        if (changes.description !== undefined && changes.description !== before.description) diffs.push({ field: 'description', before: before.description, after: changes.description });
        if (diffs.length === 0) return;
        await tx.update(v).set({ name: changes.name, description: changes.description, updatedAt: sql`now()` }).where(eq(v.id, id));
        await recordChanges(tx, { subject: 'PROVIDER', id, protocolId: null, durationDays: null }, diffs, adminId);
        await writeAudit(tx, actor, auditOfDiffs('staking.provider.update', 'staking_provider', id, diffs));
      }),
    providerNameTaken,
  );
  return getStakingProvider(db, id);
}

const auditOfDiffs = (action: string, targetType: string, targetId: string, diffs: Diff[]) => ({
  action,
  outcome: 'SUCCESS' as const,
  targetType,
  targetId,
  before: Object.fromEntries(diffs.map((x) => [x.field, x.before])),
  after: Object.fromEntries(diffs.map((x) => [x.field, x.after])),
});

/**
 * Activates or deactivates, guarded by the state it has (UPDATE ... WHERE state <> target): of two
 * admins asking for the same state one changes it, the other finds it done (not an error: audited
 * with "already"). `check` refuses an activation whose parent is off.
 */
async function setState(
  db: Db,
  table: typeof v | typeof p | typeof d,
  id: string,
  state: StakingState,
  actor: Actor,
  what: { action: string; targetType: string; notFound: () => Error; subject: (tx: Tx) => Promise<Subject>; check?: (tx: Tx) => Promise<void> },
) {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!exists) throw what.notFound();
    if (state === 'ACTIVE' && what.check) await what.check(tx);
    const [changed] = await tx
      .update(table)
      .set({ state, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), ne(table.state, state)))
      .returning({ id: table.id });
    if (changed) await recordChanges(tx, await what.subject(tx), [{ field: 'state', before: otherThan(state), after: state }], adminId);
    await writeAudit(tx, actor, {
      action: `${what.action}.${state === 'ACTIVE' ? 'activate' : 'deactivate'}`,
      outcome: 'SUCCESS',
      targetType: what.targetType,
      targetId: id,
      before: { state: changed ? otherThan(state) : state },
      after: { state },
      detail: changed ? undefined : `already ${state}`,
    });
  });
}

export async function setStakingProviderState(db: Db, id: string, state: StakingState, actor: Actor): Promise<StakingProvider> {
  await setState(db, v, id, state, actor, {
    action: 'staking.provider',
    targetType: 'staking_provider',
    notFound: providerNotFound,
    subject: () => Promise.resolve({ subject: 'PROVIDER', id, protocolId: null, durationDays: null }),
  });
  return getStakingProvider(db, id);
}

// Protocols.

async function ensureProtocolNameFree(db: DbOrTx, providerId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.providerId, providerId), sql`lower(${p.name}) = lower(${name})`, exceptId ? ne(p.id, exceptId) : undefined));
  if (taken) throw protocolNameTaken();
}

/** A new protocol of a provider for a listed coin, INACTIVE until activated. */
export async function createStakingProtocol(db: Db, input: z.infer<typeof createStakingProtocolSchema>, actor: Actor): Promise<StakingProtocol> {
  const adminId = adminOf(actor);
  const [provider] = await db.select({ id: v.id }).from(v).where(eq(v.id, input.providerId));
  if (!provider) throw badField('providerId', 'staking.providerNotFound', 'no staking provider has this id');
  const [coin] = await db.select({ active: cryptoCoins.active }).from(cryptoCoins).where(eq(cryptoCoins.code, input.coin));
  if (!coin?.active) throw badField('coin', 'staking.coinInactive', `${input.coin} is switched off in Manage Crypto Coins`, { asset: input.coin });
  await ensureProtocolNameFree(db, input.providerId, input.name);
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(p)
          .values({ providerId: input.providerId, coin: input.coin, name: input.name, description: input.description, minAmount: input.minAmount, createdBy: adminId })
          .returning({ id: p.id });
        if (!row) throw protocolNameTaken();
        await writeAudit(tx, actor, {
          action: 'staking.protocol.create',
          outcome: 'SUCCESS',
          targetType: 'staking_protocol',
          targetId: row.id,
          after: { ...input, minAmount: trimAmount(input.minAmount), state: 'INACTIVE' },
        });
        return row.id;
      }),
    protocolNameTaken,
  );
  return getStakingProtocol(db, id);
}

export async function updateStakingProtocol(db: Db, id: string, changes: z.infer<typeof updateStakingProtocolSchema>, actor: Actor): Promise<StakingProtocol> {
  const adminId = adminOf(actor);
  await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!before) throw protocolNotFound();
        const diffs: Diff[] = [];
        if (changes.name !== undefined && changes.name !== before.name) {
          await ensureProtocolNameFree(tx, before.providerId, changes.name, id);
          diffs.push({ field: 'name', before: before.name, after: changes.name });
        }
        if (changes.description !== undefined && changes.description !== before.description) diffs.push({ field: 'description', before: before.description, after: changes.description });
        if (changes.minAmount !== undefined && toUnits(changes.minAmount) !== toUnits(before.minAmount)) {
          diffs.push({ field: 'minAmount', before: trimAmount(before.minAmount), after: trimAmount(changes.minAmount) });
        }
        if (diffs.length === 0) return;
        await tx.update(p).set({ name: changes.name, description: changes.description, minAmount: changes.minAmount, updatedAt: sql`now()` }).where(eq(p.id, id));
        await recordChanges(tx, { subject: 'PROTOCOL', id, protocolId: id, durationDays: null }, diffs, adminId);
        await writeAudit(tx, actor, auditOfDiffs('staking.protocol.update', 'staking_protocol', id, diffs));
      }),
    protocolNameTaken,
  );
  return getStakingProtocol(db, id);
}

/** A protocol is activated only under an ACTIVE provider (409 otherwise): it would take no stakes. */
export async function setStakingProtocolState(db: Db, id: string, state: StakingState, actor: Actor): Promise<StakingProtocol> {
  await setState(db, p, id, state, actor, {
    action: 'staking.protocol',
    targetType: 'staking_protocol',
    notFound: protocolNotFound,
    subject: () => Promise.resolve({ subject: 'PROTOCOL', id, protocolId: id, durationDays: null }),
    check: async (tx) => {
      const [parent] = await tx.select({ state: v.state }).from(p).innerJoin(v, eq(v.id, p.providerId)).where(eq(p.id, id)).for('share', { of: v });
      if (parent?.state !== 'ACTIVE') throw conflict('staking.providerInactive', 'Its provider is deactivated: activate the provider first');
    },
  });
  return getStakingProtocol(db, id);
}

// Durations.

/** A new lock period of a protocol, INACTIVE until activated; 409 naming `days` when the protocol has one of as many days. */
export async function createStakingDuration(db: Db, protocolId: string, input: z.infer<typeof createStakingDurationSchema>, actor: Actor): Promise<StakingDuration> {
  const adminId = adminOf(actor);
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [protocol] = await tx.select({ id: p.id }).from(p).where(eq(p.id, protocolId));
        if (!protocol) throw protocolNotFound();
        const [taken] = await tx.select({ id: d.id }).from(d).where(and(eq(d.protocolId, protocolId), eq(d.days, input.days)));
        if (taken) throw durationExists();
        const [row] = await tx.insert(d).values({ protocolId, days: input.days, apy: input.apy, createdBy: adminId }).returning({ id: d.id });
        if (!row) throw durationExists();
        await writeAudit(tx, actor, {
          action: 'staking.duration.create',
          outcome: 'SUCCESS',
          targetType: 'staking_duration',
          targetId: row.id,
          after: { protocolId, days: input.days, apy: trimRate(input.apy), state: 'INACTIVE' },
        });
        return row.id;
      }),
    durationExists,
  );
  return getStakingDuration(db, id);
}

/** A new APY, for stakes opened from now on (running stakes keep theirs). */
export async function updateStakingDuration(db: Db, id: string, changes: z.infer<typeof updateStakingDurationSchema>, actor: Actor): Promise<StakingDuration> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(d).where(eq(d.id, id)).for('update');
    if (!before) throw durationNotFound();
    const [was, next] = [trimRate(before.apy), trimRate(changes.apy)];
    if (toUnits(was) === toUnits(next)) return;
    await tx.update(d).set({ apy: changes.apy, updatedAt: sql`now()` }).where(eq(d.id, id));
    const diffs: Diff[] = [{ field: 'apy', before: was, after: next }];
    await recordChanges(tx, { subject: 'DURATION', id, protocolId: before.protocolId, durationDays: before.days }, diffs, adminId);
    await writeAudit(tx, actor, auditOfDiffs('staking.duration.update', 'staking_duration', id, diffs));
  });
  return getStakingDuration(db, id);
}

/** A duration is activated only under an ACTIVE protocol (409 otherwise). Deactivating it refuses new stakes; running ones go on. */
export async function setStakingDurationState(db: Db, id: string, state: StakingState, actor: Actor): Promise<StakingDuration> {
  await setState(db, d, id, state, actor, {
    action: 'staking.duration',
    targetType: 'staking_duration',
    notFound: durationNotFound,
    subject: async (tx) => {
      const [row] = await tx.select({ protocolId: d.protocolId, days: d.days }).from(d).where(eq(d.id, id));
      return { subject: 'DURATION', id, protocolId: row?.protocolId ?? null, durationDays: row?.days ?? null };
    },
    check: async (tx) => {
      const [parent] = await tx.select({ state: p.state }).from(d).innerJoin(p, eq(p.id, d.protocolId)).where(eq(d.id, id)).for('share', { of: p });
      if (parent?.state !== 'ACTIVE') throw conflict('staking.protocolInactive', 'Its protocol is deactivated: activate the protocol first');
    },
  });
  return getStakingDuration(db, id);
}
