import { asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BundleQuoteAsset, BundleState } from '@exchange/contract/bundles/bundle-rules';
import type { Bundle, BundleChange, BundleCoin, listBundleChangesQuerySchema, listBundlesQuerySchema } from '@exchange/contract/bundles/bundles';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { changerJoin, fieldChangeItem, fieldChangeOrder, fieldChangeSelection } from '../../platform/db/field-changes.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { bundleChanges as ch, bundleCoins as bc, bundleSubscriptions as subs, bundles as b } from './bundle-tables.ts';

type BundleFilters = z.infer<typeof listBundlesQuerySchema>;
type ChangeFilters = z.infer<typeof listBundleChangesQuerySchema>;

export const bundleNotFound = () => notFound('bundle.notFound', 'Bundle');

/** A weight as NUMERIC(7,4) returns it, "25.5000", as the API gives it: "25.5". */
export const trimWeight = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

/** The basket as the history shows it: "BTC 60, ETH 40". */
export const basketText = (coins: readonly BundleCoin[]) => coins.map((c) => `${c.coin} ${c.weight}`).join(', ');

/** Per bundle: the customers holding a live subscription, and what those subscriptions invested. */
function liveSubscriptions(db: DbOrTx) {
  return db
    .select({
      bundleId: subs.bundleId,
      subscribers: sql<number>`count(distinct ${subs.customerId})::int`.as('subscribers'),
      value: sql<string>`sum(${subs.investedAmount})::text`.as('value'),
    })
    .from(subs)
    .where(isNull(subs.redeemedAt))
    .groupBy(subs.bundleId)
    .as('live');
}

function selectBundles(db: DbOrTx) {
  const live = liveSubscriptions(db);
  const subscribers = sql<number>`coalesce(${live.subscribers}, 0)`;
  const value = sql<string>`coalesce(${live.value}, '0')`;
  const query = db
    .select({
      id: b.id,
      name: b.name,
      description: b.description,
      state: b.state,
      quoteAsset: b.quoteAsset,
      minInvestment: b.minInvestment,
      createdBy: b.createdBy,
      creatorName: admins.name,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      subscribers,
      value,
    })
    .from(b)
    .innerJoin(admins, eq(admins.id, b.createdBy))
    .leftJoin(live, eq(live.bundleId, b.id))
    .$dynamic();
  return { query, subscribers, value };
}

type BundleRow = Awaited<ReturnType<typeof selectBundles>['query']>[number];

/** The coins of these bundles in their stored order, by bundle. */
async function coinsOf(db: DbOrTx, ids: string[]): Promise<Map<string, BundleCoin[]>> {
  const grouped = new Map<string, BundleCoin[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return grouped;
  const rows = await db.select().from(bc).where(inArray(bc.bundleId, ids)).orderBy(asc(bc.bundleId), asc(bc.position));
  for (const row of rows) grouped.get(row.bundleId)?.push({ coin: row.coin as BundleCoin['coin'], weight: trimWeight(row.weight) });
  return grouped;
}

const toBundle = (row: BundleRow, coins: BundleCoin[]): Bundle => ({
  id: row.id,
  name: row.name,
  description: row.description,
  // Plain text columns that only the API writes, through the contract's enums (and the table's CHECK).
  state: row.state as BundleState,
  quoteAsset: row.quoteAsset as BundleQuoteAsset,
  minInvestment: trimAmount(row.minInvestment),
  coins,
  subscribers: row.subscribers,
  value: trimAmount(row.value),
  createdBy: { id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const bundleFilters = defineFilters<BundleFilters>({
  search: (v) => ilike(b.name, containing(v)),
  state: (v) => eq(b.state, v),
});

/** Crypto Bundles: the bundles with their baskets, subscribers and value, filtered and paged (limit and page, as the spec has it). */
export async function listBundles(db: DbOrTx, f: BundleFilters): Promise<ListResponse<Bundle>> {
  const { query, subscribers, value } = selectBundles(db);
  const direction = f.order === 'desc' ? desc : asc;
  const list = await listPage(db, {
    select: query,
    count: b,
    where: bundleFilters.where(f),
    orderBy: sortBy(
      {
        name: [direction(sql`lower(${b.name})`), asc(b.id)],
        createdAt: [direction(b.createdAt), asc(b.id)],
        subscribers: [direction(subscribers), asc(sql`lower(${b.name})`), asc(b.id)],
        value: [direction(sql`${value}::numeric`), asc(sql`lower(${b.name})`), asc(b.id)],
      },
      f.sort,
    ),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  const coins = await coinsOf(db, list.items.map((row) => row.id));
  return { ...list, items: list.items.map((row) => toBundle(row, coins.get(row.id) ?? [])) };
}

export async function getBundle(db: DbOrTx, id: string): Promise<Bundle> {
  const [row] = await selectBundles(db).query.where(eq(b.id, id));
  if (!row) throw bundleNotFound();
  const coins = await coinsOf(db, [id]);
  return toBundle(row, coins.get(id) ?? []);
}

/** A bundle's change history, newest first. */
export async function listBundleChanges(db: DbOrTx, bundleId: string, f: ChangeFilters): Promise<ListResponse<BundleChange>> {
  const [exists] = await db.select({ id: b.id }).from(b).where(eq(b.id, bundleId));
  if (!exists) throw bundleNotFound();
  const list = await listPage(db, {
    select: db
      .select({ ...fieldChangeSelection(ch), bundleId: ch.bundleId })
      .from(ch)
      .innerJoin(...changerJoin(ch))
      .$dynamic(),
    count: ch,
    where: eq(ch.bundleId, bundleId),
    orderBy: fieldChangeOrder(ch),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((r) => ({ ...fieldChangeItem(r), bundleId: r.bundleId, field: r.field as BundleChange['field'] })),
  };
}
