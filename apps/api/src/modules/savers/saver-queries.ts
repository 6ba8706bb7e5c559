import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaverChangeField, SaverState } from '@exchange/contract/savers/saver-rules';
import type { SaverChange, SaverProduct, SaverYieldPosting, listSaverPageQuerySchema, listSaverProductsQuerySchema } from '@exchange/contract/savers/savers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { changerJoin, fieldChangeItem, fieldChangeOrder, fieldChangeSelection } from '../../platform/db/field-changes.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { trimRate } from '../staking/staking-queries.ts';
import { saverProductChanges as ch, saverPositions as pos, saverProducts as sp, saverYieldPostings as yp } from './saver-tables.ts';

type ProductFilters = z.infer<typeof listSaverProductsQuerySchema>;
type PageFilters = z.infer<typeof listSaverPageQuerySchema>;

export const saverNotFound = () => notFound('saver.notFound', 'Savers product');

function selectProducts(db: DbOrTx) {
  const held = db
    .select({
      productId: pos.productId,
      savers: sql<number>`count(*) filter (where ${pos.principal} > 0)::int`.as('savers'),
      saved: sql<string>`sum(${pos.principal})::text`.as('saved'),
      yieldPaid: sql<string>`sum(${pos.yieldPaid})::text`.as('yield_paid'),
    })
    .from(pos)
    .groupBy(pos.productId)
    .as('held');
  const saved = sql<string>`coalesce(${held.saved}, '0')`;
  const query = db
    .select({
      id: sp.id,
      coin: sp.coin,
      name: sp.name,
      yieldRate: sp.yieldRate,
      state: sp.state,
      createdAt: sp.createdAt,
      updatedAt: sp.updatedAt,
      savers: sql<number>`coalesce(${held.savers}, 0)`,
      saved,
      yieldPaid: sql<string>`coalesce(${held.yieldPaid}, '0')`,
    })
    .from(sp)
    .leftJoin(held, eq(held.productId, sp.id))
    .$dynamic();
  return { query, saved };
}

function selectPostings(db: DbOrTx) {
  return db
    .select({
      id: yp.id,
      productId: yp.productId,
      day: yp.day,
      yieldRate: yp.yieldRate,
      positions: yp.positions,
      total: yp.total,
      entryId: yp.entryId,
      postedBy: yp.postedBy,
      posterName: admins.name,
      postedAt: yp.postedAt,
    })
    .from(yp)
    .innerJoin(admins, eq(admins.id, yp.postedBy))
    .$dynamic();
}

type PostingRow = Awaited<ReturnType<typeof selectPostings>>[number];
export const toPosting = (r: PostingRow): SaverYieldPosting => ({
  id: r.id,
  productId: r.productId,
  day: r.day,
  yieldRate: trimRate(r.yieldRate),
  positions: r.positions,
  total: trimAmount(r.total),
  entryId: r.entryId,
  postedBy: { id: r.postedBy, name: r.posterName },
  postedAt: r.postedAt.toISOString(),
});

/** Each product's latest posting. */
async function lastPostings(db: DbOrTx, ids: string[]): Promise<Map<string, SaverYieldPosting>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPostings(db)
    .where(inArray(yp.id, db.selectDistinctOn([yp.productId], { id: yp.id }).from(yp).where(inArray(yp.productId, ids)).orderBy(yp.productId, desc(yp.day))))
    .orderBy(asc(yp.productId));
  return new Map(rows.map((r) => [r.productId, toPosting(r)]));
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>['query']>[number];
const toProduct = (r: ProductRow, last: SaverYieldPosting | undefined): SaverProduct => ({
  id: r.id,
  coin: r.coin as Coin,
  name: r.name,
  yieldRate: trimRate(r.yieldRate),
  // Written only by the API, through the contract's enum (and the table's CHECK).
  state: r.state as SaverState,
  savers: r.savers,
  saved: trimAmount(r.saved),
  yieldPaid: trimAmount(r.yieldPaid),
  lastPosting: last ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const productFilters = defineFilters<ProductFilters>({
  search: (value) => or(ilike(sp.name, containing(value)), ilike(sp.coin, containing(value))),
  coin: (value) => eq(sp.coin, value),
  state: (value) => eq(sp.state, value),
});

/** Savers products with what customers saved in them, the yield paid and the last posting. */
export async function listSaverProducts(db: DbOrTx, f: ProductFilters): Promise<ListResponse<SaverProduct>> {
  const { query, saved } = selectProducts(db);
  const direction = f.order === 'desc' ? desc : asc;
  const list = await listPage(db, {
    select: query,
    count: sp,
    where: productFilters.where(f),
    orderBy: sortBy(
      {
        coin: [direction(sp.coin), asc(sp.id)],
        name: [direction(sql`lower(${sp.name})`), asc(sp.id)],
        saved: [direction(sql`${saved}::numeric`), asc(sp.coin), asc(sp.id)],
      },
      f.sort,
    ),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  const last = await lastPostings(db, list.items.map((r) => r.id));
  return { ...list, items: list.items.map((r) => toProduct(r, last.get(r.id))) };
}

export async function getSaverProduct(db: DbOrTx, id: string): Promise<SaverProduct> {
  const [row] = await selectProducts(db).query.where(eq(sp.id, id));
  if (!row) throw saverNotFound();
  return toProduct(row, (await lastPostings(db, [id])).get(id));
}

async function ensureProduct(db: DbOrTx, id: string) {
  const [exists] = await db.select({ id: sp.id }).from(sp).where(eq(sp.id, id));
  if (!exists) throw saverNotFound();
}

/** A product's change history, newest first. */
export async function listSaverChanges(db: DbOrTx, productId: string, f: PageFilters): Promise<ListResponse<SaverChange>> {
  await ensureProduct(db, productId);
  const list = await listPage(db, {
    select: db
      .select({ ...fieldChangeSelection(ch), productId: ch.productId })
      .from(ch)
      .innerJoin(...changerJoin(ch))
      .$dynamic(),
    count: ch,
    where: eq(ch.productId, productId),
    orderBy: fieldChangeOrder(ch),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((r) => ({ ...fieldChangeItem(r), productId: r.productId, field: r.field as SaverChangeField })),
  };
}

/** A product's yield postings, latest day first. */
export async function listSaverYieldPostings(db: DbOrTx, productId: string, f: PageFilters): Promise<ListResponse<SaverYieldPosting>> {
  await ensureProduct(db, productId);
  const list = await listPage(db, {
    select: selectPostings(db),
    count: yp,
    where: eq(yp.productId, productId),
    orderBy: [desc(yp.day), desc(yp.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toPosting) };
}

export async function getSaverYieldPosting(db: DbOrTx, id: string): Promise<SaverYieldPosting> {
  const [row] = await selectPostings(db).where(eq(yp.id, id));
  if (!row) throw saverNotFound();
  return toPosting(row);
}
