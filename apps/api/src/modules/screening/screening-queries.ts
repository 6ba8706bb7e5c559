import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ScreeningCase, ScreeningCaseDetail, Watchlist, WatchlistList, listScreeningCasesQuerySchema } from '@exchange/contract/screening/screening';
import type { DbOrTx } from '../../platform/db/database.ts';
import { iso } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { screeningCaseNotes, screeningCases as sc, screeningWatchlists as wl } from './screening-tables.ts';
import { dayText } from './watchlist-provider.ts';

export type CaseFilters = Omit<z.infer<typeof listScreeningCasesQuerySchema>, 'format'>;

const noteCount = sql<number>`(select count(*)::int from ${screeningCaseNotes} where ${screeningCaseNotes.caseId} = ${sc.id})`;

const caseColumns = {
  id: sc.id,
  status: sc.status,
  provider: sc.provider,
  score: sc.score,
  nameScore: sc.nameScore,
  matchedName: sc.matchedName,
  customerId: customers.id,
  customerName: customers.name,
  customerEmail: customers.email,
  customerCountry: customers.country,
  customerDob: customers.dateOfBirth,
  customerState: customers.state,
  entryId: sc.entryId,
  entryName: sc.entryName,
  entryAliases: sc.entryAliases,
  entryDob: sc.entryDateOfBirth,
  entryCountry: sc.entryCountry,
  listName: sc.listName,
  watchlistId: wl.id,
  watchlistName: wl.name,
  decidedBy: sc.decidedBy,
  decidedByName: admins.name,
  decidedAt: sc.decidedAt,
  createdAt: sc.createdAt,
  noteCount,
};

const selectCases = (db: DbOrTx) =>
  db.select(caseColumns).from(sc).innerJoin(customers, eq(customers.id, sc.customerId)).leftJoin(wl, eq(wl.id, sc.watchlistId)).leftJoin(admins, eq(admins.id, sc.decidedBy));

type CaseRow = Awaited<ReturnType<typeof selectCases>>[number];

const toCase = (row: CaseRow): ScreeningCase => ({
  id: row.id,
  status: row.status as ScreeningCase['status'],
  provider: row.provider as ScreeningCase['provider'],
  score: Number(row.score),
  nameScore: Number(row.nameScore),
  matchedName: row.matchedName,
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail, country: row.customerCountry, dateOfBirth: dayText(row.customerDob), state: row.customerState },
  entry: {
    id: row.entryId,
    name: row.entryName,
    aliases: row.entryAliases,
    dateOfBirth: dayText(row.entryDob),
    country: row.entryCountry,
    listName: row.listName,
    watchlist: row.watchlistId && row.watchlistName ? { id: row.watchlistId, name: row.watchlistName } : null,
  },
  decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.decidedByName ?? '' } : null,
  decidedAt: iso(row.decidedAt),
  createdAt: row.createdAt.toISOString(),
  noteCount: row.noteCount,
});

export const caseFilters = defineFilters<CaseFilters>({
  status: (v) => eq(sc.status, v),
  watchlistId: (v) => eq(sc.watchlistId, v),
  listName: (v) => eq(sc.listName, v),
  minScore: (v) => sql`${sc.score} >= ${v}`,
  maxScore: (v) => sql`${sc.score} <= ${v}`,
  customerId: (v) => eq(sc.customerId, v),
  search: (v) =>
    or(
      ilike(sc.entryName, containing(v)),
      sql`${sc.customerId} in (select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(v)} or ${customers.name} ilike ${containing(v)})`,
    ),
});

/** Open cases first, then the newest: the queue a reviewer works through. */
export const caseOrder = [sql`(${sc.status} = 'OPEN') desc`, desc(sc.createdAt), desc(sc.id)];

export async function listCases(db: DbOrTx, f: CaseFilters): Promise<ListResponse<ScreeningCase>> {
  const page = await listPage(db, {
    select: selectCases(db).$dynamic(),
    count: sc,
    where: caseFilters.where(f),
    orderBy: caseOrder,
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...page, items: page.items.map(toCase) };
}

export async function getCase(db: DbOrTx, caseId: string): Promise<ScreeningCaseDetail> {
  const [row] = await selectCases(db).where(eq(sc.id, caseId));
  if (!row) throw notFound('screening.caseNotFound', 'Screening case');
  const notes = await db
    .select({ id: screeningCaseNotes.id, body: screeningCaseNotes.body, authorId: admins.id, authorName: admins.name, createdAt: screeningCaseNotes.createdAt })
    .from(screeningCaseNotes)
    .innerJoin(admins, eq(admins.id, screeningCaseNotes.authorId))
    .where(eq(screeningCaseNotes.caseId, caseId))
    .orderBy(asc(screeningCaseNotes.createdAt), asc(screeningCaseNotes.id));
  return {
    ...toCase(row),
    notes: notes.map((n) => ({ id: String(n.id), body: n.body, author: { id: n.authorId, name: n.authorName }, createdAt: n.createdAt.toISOString() })),
  };
}

export async function listWatchlists(db: DbOrTx): Promise<WatchlistList> {
  const rows = await db
    .select({
      id: wl.id,
      name: wl.name,
      rowCount: wl.rowCount,
      uploadedBy: wl.uploadedBy,
      uploadedByName: admins.name,
      uploadedAt: wl.uploadedAt,
      openCases: sql<number>`(select count(*)::int from ${sc} where ${sc.watchlistId} = ${wl.id} and ${sc.status} = 'OPEN')`,
    })
    .from(wl)
    .leftJoin(admins, eq(admins.id, wl.uploadedBy))
    .orderBy(desc(wl.uploadedAt), desc(wl.id));
  return { items: rows.map(toWatchlist) };
}

export function toWatchlist(row: { id: string; name: string; rowCount: number; uploadedBy: string | null; uploadedByName: string | null; uploadedAt: Date; openCases: number }): Watchlist {
  return {
    id: row.id,
    name: row.name,
    rowCount: row.rowCount,
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: row.uploadedByName ?? '' } : null,
    uploadedAt: row.uploadedAt.toISOString(),
    openCases: row.openCases,
  };
}
