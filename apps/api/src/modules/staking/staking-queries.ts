import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StakeStatus, StakingChangeField, StakingState, StakingSubject } from '@exchange/contract/staking/staking-rules';
import type {
  Stake,
  StakingChange,
  StakingDuration,
  StakingProtocol,
  StakingProvider,
  listStakesQuerySchema,
  listStakingChangesQuerySchema,
  listStakingProtocolsQuerySchema,
  listStakingProvidersQuerySchema,
} from '@exchange/contract/staking/staking';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { changerJoin, fieldChangeItem, fieldChangeOrder, fieldChangeSelection } from '../../platform/db/field-changes.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { stakes as s, stakingChanges as ch, stakingDurations as d, stakingProtocols as p, stakingProviders as v } from './staking-tables.ts';

type ProviderFilters = z.infer<typeof listStakingProvidersQuerySchema>;
type ProtocolFilters = z.infer<typeof listStakingProtocolsQuerySchema>;
type StakeFilters = z.infer<typeof listStakesQuerySchema>;
type ChangeFilters = z.infer<typeof listStakingChangesQuerySchema>;

export const providerNotFound = () => notFound('staking.providerNotFound', 'Staking provider');
export const protocolNotFound = () => notFound('staking.protocolNotFound', 'Staking protocol');
export const durationNotFound = () => notFound('staking.durationNotFound', 'Staking duration');

/** An APY as NUMERIC(8,4) returns it, "5.2500", as the API gives it: "5.25". */
export const trimRate = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

// Text columns only the API writes, through the contract's enums (and the tables' CHECKs).
const stateOf = (value: string) => value as StakingState;

/** Per duration: its running stakes and what they lock. */
function runningByDuration(db: DbOrTx) {
  return db
    .select({
      durationId: s.durationId,
      protocolId: s.protocolId,
      activeStakes: sql<number>`count(*)::int`.as('active_stakes'),
      staked: sql<string>`sum(${s.amount})::text`.as('staked'),
    })
    .from(s)
    .where(eq(s.status, 'ACTIVE'))
    .groupBy(s.durationId, s.protocolId)
    .as('running');
}

// Providers.

function selectProviders(db: DbOrTx) {
  return db
    .select({
      id: v.id,
      name: v.name,
      description: v.description,
      state: v.state,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
      // Written out with aliases: drizzle leaves the columns of a one-table select unqualified.
      protocols: sql<number>`(select count(*)::int from staking_protocols x where x.provider_id = staking_providers.id)`,
      activeProtocols: sql<number>`(select count(*)::int from staking_protocols x where x.provider_id = staking_providers.id and x.state = 'ACTIVE')`,
      activeStakes: sql<number>`(select count(*)::int from stakes k join staking_protocols x on x.id = k.protocol_id where x.provider_id = staking_providers.id and k.status = 'ACTIVE')`,
    })
    .from(v)
    .$dynamic();
}

type ProviderRow = Awaited<ReturnType<typeof selectProviders>>[number];
const toProvider = (r: ProviderRow): StakingProvider => ({
  ...r,
  state: stateOf(r.state),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const providerFilters = defineFilters<ProviderFilters>({
  search: (value) => ilike(v.name, containing(value)),
  state: (value) => eq(v.state, value),
});

/** Providers: filtered by name and state, with their protocols and running stakes counted. */
export async function listStakingProviders(db: DbOrTx, f: ProviderFilters): Promise<ListResponse<StakingProvider>> {
  const direction = f.order === 'desc' ? desc : asc;
  const list = await listPage(db, {
    select: selectProviders(db),
    count: v,
    where: providerFilters.where(f),
    orderBy: sortBy({ name: [direction(sql`lower(${v.name})`), asc(v.id)], createdAt: [direction(v.createdAt), asc(v.id)] }, f.sort),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toProvider) };
}

export async function getStakingProvider(db: DbOrTx, id: string): Promise<StakingProvider> {
  const [row] = await selectProviders(db).where(eq(v.id, id));
  if (!row) throw providerNotFound();
  return toProvider(row);
}

// Durations.

async function durationsOf(db: DbOrTx, protocolIds: string[]): Promise<Map<string, StakingDuration[]>> {
  const grouped = new Map<string, StakingDuration[]>(protocolIds.map((id) => [id, []]));
  if (protocolIds.length === 0) return grouped;
  const running = runningByDuration(db);
  const rows = await db
    .select({
      id: d.id,
      protocolId: d.protocolId,
      days: d.days,
      apy: d.apy,
      state: d.state,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      activeStakes: sql<number>`coalesce(${running.activeStakes}, 0)`,
      staked: sql<string>`coalesce(${running.staked}, '0')`,
    })
    .from(d)
    .leftJoin(running, eq(running.durationId, d.id))
    .where(inArray(d.protocolId, protocolIds))
    .orderBy(asc(d.protocolId), asc(d.days));
  for (const r of rows) {
    grouped.get(r.protocolId)?.push({
      ...r,
      apy: trimRate(r.apy),
      state: stateOf(r.state),
      staked: trimAmount(r.staked),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    });
  }
  return grouped;
}

export async function getStakingDuration(db: DbOrTx, id: string): Promise<StakingDuration> {
  const [row] = await db.select({ protocolId: d.protocolId }).from(d).where(eq(d.id, id));
  if (!row) throw durationNotFound();
  const found = (await durationsOf(db, [row.protocolId])).get(row.protocolId)?.find((x) => x.id === id);
  if (!found) throw durationNotFound();
  return found;
}

// Protocols.

function selectProtocols(db: DbOrTx) {
  const running = db
    .select({
      protocolId: s.protocolId,
      activeStakes: sql<number>`count(*)::int`.as('p_active_stakes'),
      staked: sql<string>`sum(${s.amount})::text`.as('p_staked'),
    })
    .from(s)
    .where(eq(s.status, 'ACTIVE'))
    .groupBy(s.protocolId)
    .as('p_running');
  const staked = sql<string>`coalesce(${running.staked}, '0')`;
  const query = db
    .select({
      id: p.id,
      providerId: v.id,
      providerName: v.name,
      providerState: v.state,
      coin: p.coin,
      name: p.name,
      description: p.description,
      minAmount: p.minAmount,
      state: p.state,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      activeStakes: sql<number>`coalesce(${running.activeStakes}, 0)`,
      staked,
    })
    .from(p)
    .innerJoin(v, eq(v.id, p.providerId))
    .leftJoin(running, eq(running.protocolId, p.id))
    .$dynamic();
  return { query, staked };
}

type ProtocolRow = Awaited<ReturnType<typeof selectProtocols>['query']>[number];
const toProtocol = (r: ProtocolRow, durations: StakingDuration[]): StakingProtocol => ({
  id: r.id,
  provider: { id: r.providerId, name: r.providerName, state: stateOf(r.providerState) },
  coin: r.coin as Coin,
  name: r.name,
  description: r.description,
  minAmount: trimAmount(r.minAmount),
  state: stateOf(r.state),
  durations,
  activeStakes: r.activeStakes,
  staked: trimAmount(r.staked),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const protocolFilters = defineFilters<ProtocolFilters>({
  search: (value) => or(ilike(p.name, containing(value)), ilike(v.name, containing(value))),
  providerId: (value) => eq(p.providerId, value),
  coin: (value) => eq(p.coin, value),
  state: (value) => eq(p.state, value),
});

/** Protocols with their provider, durations and running stakes: by name (or provider's), provider, coin and state. */
export async function listStakingProtocols(db: DbOrTx, f: ProtocolFilters): Promise<ListResponse<StakingProtocol>> {
  const { query, staked } = selectProtocols(db);
  const direction = f.order === 'desc' ? desc : asc;
  const byName = [asc(sql`lower(${p.name})`), asc(p.id)];
  const list = await listPage(db, {
    select: query,
    count: db.select({ one: sql`1` }).from(p).innerJoin(v, eq(v.id, p.providerId)).$dynamic(),
    where: protocolFilters.where(f),
    orderBy: sortBy(
      {
        name: [direction(sql`lower(${p.name})`), asc(p.id)],
        coin: [direction(p.coin), ...byName],
        staked: [direction(sql`${staked}::numeric`), ...byName],
        createdAt: [direction(p.createdAt), asc(p.id)],
      },
      f.sort,
    ),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  const durations = await durationsOf(db, list.items.map((r) => r.id));
  return { ...list, items: list.items.map((r) => toProtocol(r, durations.get(r.id) ?? [])) };
}

export async function getStakingProtocol(db: DbOrTx, id: string): Promise<StakingProtocol> {
  const [row] = await selectProtocols(db).query.where(eq(p.id, id));
  if (!row) throw protocolNotFound();
  return toProtocol(row, (await durationsOf(db, [id])).get(id) ?? []);
}

// Change history.

async function changesWhere(db: DbOrTx, where: SQL | undefined, f: ChangeFilters): Promise<ListResponse<StakingChange>> {
  const list = await listPage(db, {
    select: db
      .select({ ...fieldChangeSelection(ch), subject: ch.subject, subjectId: ch.subjectId, durationDays: ch.durationDays })
      .from(ch)
      .innerJoin(...changerJoin(ch))
      .$dynamic(),
    count: ch,
    where,
    orderBy: fieldChangeOrder(ch),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((r) => ({
      ...fieldChangeItem(r),
      subject: r.subject as StakingSubject,
      subjectId: r.subjectId,
      durationDays: r.durationDays,
      field: r.field as StakingChangeField,
    })),
  };
}

/** A provider's change history, newest first. */
export async function listProviderChanges(db: DbOrTx, id: string, f: ChangeFilters): Promise<ListResponse<StakingChange>> {
  const [exists] = await db.select({ id: v.id }).from(v).where(eq(v.id, id));
  if (!exists) throw providerNotFound();
  return changesWhere(db, and(eq(ch.subject, 'PROVIDER'), eq(ch.subjectId, id)), f);
}

/** A protocol's change history with its durations', newest first. */
export async function listProtocolChanges(db: DbOrTx, id: string, f: ChangeFilters): Promise<ListResponse<StakingChange>> {
  const [exists] = await db.select({ id: p.id }).from(p).where(eq(p.id, id));
  if (!exists) throw protocolNotFound();
  return changesWhere(db, eq(ch.protocolId, id), f);
}

// Stakes.

const stakeFilters = defineFilters<StakeFilters>({
  customer: (value) => or(ilike(customers.email, containing(value)), ilike(customers.name, containing(value))),
  customerId: (value) => eq(s.customerId, value),
  protocolId: (value) => eq(s.protocolId, value),
  coin: (value) => eq(s.coin, value),
  status: (value) => eq(s.status, value),
});

function selectStakes(db: DbOrTx) {
  return db
    .select({
      id: s.id,
      customerId: s.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
      providerId: v.id,
      providerName: v.name,
      protocolId: p.id,
      protocolName: p.name,
      durationId: s.durationId,
      days: s.days,
      apy: s.apy,
      coin: s.coin,
      amount: s.amount,
      status: s.status,
      startedAt: s.startedAt,
      unlocksAt: s.unlocksAt,
      unlockedAt: s.unlockedAt,
      reward: s.reward,
    })
    .from(s)
    .innerJoin(customers, eq(customers.id, s.customerId))
    .innerJoin(p, eq(p.id, s.protocolId))
    .innerJoin(v, eq(v.id, p.providerId))
    .$dynamic();
}

type StakeRow = Awaited<ReturnType<typeof selectStakes>>[number];
const toStake = (r: StakeRow): Stake => ({
  id: r.id,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  provider: { id: r.providerId, name: r.providerName },
  protocol: { id: r.protocolId, name: r.protocolName },
  durationId: r.durationId,
  days: r.days,
  apy: trimRate(r.apy),
  coin: r.coin as Coin,
  amount: trimAmount(r.amount),
  status: r.status as StakeStatus,
  startedAt: r.startedAt.toISOString(),
  unlocksAt: r.unlocksAt.toISOString(),
  unlockedAt: r.unlockedAt?.toISOString() ?? null,
  reward: trimAmount(r.reward),
  rewardsPaid: r.status === 'UNLOCKED' ? trimAmount(r.reward) : '0',
});

/** Customers' stakes, newest first by default: by customer, protocol, coin and status. */
export async function listStakes(db: DbOrTx, f: StakeFilters): Promise<ListResponse<Stake>> {
  const direction = f.order === 'desc' ? desc : asc;
  const list = await listPage(db, {
    select: selectStakes(db),
    count: db.select({ one: sql`1` }).from(s).innerJoin(customers, eq(customers.id, s.customerId)).$dynamic(),
    where: stakeFilters.where(f),
    orderBy: sortBy(
      {
        startedAt: [direction(s.startedAt), direction(s.id)],
        unlocksAt: [direction(s.unlocksAt), direction(s.id)],
        amount: [direction(s.amount), direction(s.id)],
      },
      f.sort,
    ),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toStake) };
}

export async function getStake(db: DbOrTx, id: string): Promise<Stake> {
  const [row] = await selectStakes(db).where(eq(s.id, id));
  if (!row) throw notFound('staking.stakeNotFound', 'Stake');
  return toStake(row);
}
