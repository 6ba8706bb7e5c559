import { asc, desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import { AppError } from '../errors.ts';
import type { Database } from './database.ts';
import { openTestDatabase } from '../../testing/test-server.ts';
import { defineFilters, listPage, pageOffset, sortBy } from './list-query.ts';

// A table of the test's own: COUNT_CAP + 50 rows, every tenth in group 0, each with a label.
const probe = pgTable('list_query_probe', { id: integer('id').primaryKey(), grp: integer('grp').notNull() });
const labels = pgTable('list_query_probe_labels', { id: integer('id').primaryKey(), label: text('label').notNull() });
const ROWS = COUNT_CAP + 50;

type Query = { grp?: number; below?: number; label?: string };
const filters = defineFilters<Query>({
  grp: (v) => eq(probe.grp, v),
  below: (v) => sql`${probe.id} < ${v}`,
  label: (v) => eq(labels.label, v),
});

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, details: error.details } : error;
  }
  return undefined;
};

describe('list query', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.execute(sql`create table list_query_probe (id int primary key, grp int not null)`);
    await database.db.execute(sql`create table list_query_probe_labels (id int primary key, label text not null)`);
    await database.db.execute(sql`insert into list_query_probe select n, n % 10 from generate_series(1, ${ROWS}) n`);
    await database.db.execute(sql`insert into list_query_probe_labels select n, 'row ' || n from generate_series(1, ${ROWS}) n`);
  });
  afterAll(() => database.close());

  it('turns the filters a query sets into one WHERE, skipping those it leaves empty (false and 0 are set)', () => {
    expect(filters.where({})).toBeUndefined();
    expect(filters.where({ label: '', grp: undefined })).toBeUndefined();
    const where = filters.where({ grp: 0, below: 5 });
    expect(where && database.db.select().from(probe).where(where).toSQL()).toMatchObject({ params: [0, 5] });
  });

  it('refuses a page deeper than MAX_LIST_OFFSET with a 400 naming the page field', () => {
    expect(pageOffset(100, 100)).toBe(10_000);
    expect(refusal(() => pageOffset(1001, 10))).toEqual({
      status: 400,
      details: [{ field: 'page', code: 'validation.pageTooDeep', params: { max: 10_000 }, message: expect.stringMatching(/too deep/) }],
    });
    expect(refusal(() => pageOffset(501, 20, 'pageNo'))).toMatchObject({ status: 400, details: [{ field: 'pageNo' }] });
  });

  it('orders only by a declared sort key: any other is a 400 naming sort', () => {
    const sorts = { newest: [desc(probe.id)], oldest: [asc(probe.id)] };
    expect(sortBy(sorts, 'oldest')).toEqual(sorts.oldest);
    for (const key of ['name', '__proto__', 'constructor', '']) {
      expect(refusal(() => sortBy(sorts, key)), key).toMatchObject({ status: 400, details: [{ field: 'sort', code: 'validation.oneOf', params: { values: 'newest, oldest' } }] });
    }
  });

  it('counts at most COUNT_CAP + 1 rows: the total is capped beyond, exact below', async () => {
    const page = (query: Query) =>
      listPage(database.db, {
        select: database.db.select().from(probe).$dynamic(),
        count: probe,
        where: filters.where(query),
        orderBy: [desc(probe.id)],
        page: 1,
        limit: 3,
      });
    expect(await page({})).toEqual({ items: [{ id: ROWS - 3, grp: (ROWS - 3) % 10 }, { id: ROWS - 4, grp: (ROWS - 4) % 10 }, { id: ROWS - 5, grp: (ROWS - 5) % 10 }], total: COUNT_CAP, totalIsCapped: true, page: 1, limit: 3 });
    expect(await page({ grp: 0 })).toMatchObject({ total: ROWS / 10, totalIsCapped: false });
    expect(await page({ below: COUNT_CAP + 2 })).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
    expect(await page({ below: COUNT_CAP + 1 })).toMatchObject({ total: COUNT_CAP, totalIsCapped: false });
  });

  it('counts through the joins a filter names', async () => {
    const answer = await listPage(database.db, {
      select: database.db.select({ id: probe.id, label: labels.label }).from(probe).innerJoin(labels, eq(labels.id, probe.id)).$dynamic(),
      count: database.db.select({ one: sql`1` }).from(probe).innerJoin(labels, eq(labels.id, probe.id)).$dynamic(),
      where: filters.where({ grp: 3, label: 'row 13' }),
      orderBy: [desc(probe.id)],
      page: 0,
      limit: 5,
    });
    expect(answer).toEqual({ items: [{ id: 13, label: 'row 13' }], total: 1, totalIsCapped: false, page: 0, limit: 5 });
  });

  it('reads the same page through a deferred join: keys from the counted table, then the joins', async () => {
    const page = (deferredJoinOn?: typeof probe.id) =>
      listPage(database.db, {
        select: database.db.select({ id: probe.id, label: labels.label }).from(probe).innerJoin(labels, eq(labels.id, probe.id)).$dynamic(),
        count: probe,
        where: filters.where({ grp: 3 }),
        orderBy: [desc(probe.id)],
        page: 2,
        limit: 2,
        deferredJoinOn,
      });
    const deferred = await page(probe.id);
    expect(deferred.items).toEqual([{ id: ROWS - 47, label: `row ${ROWS - 47}` }, { id: ROWS - 57, label: `row ${ROWS - 57}` }]);
    expect(deferred).toEqual(await page());
  });
});
