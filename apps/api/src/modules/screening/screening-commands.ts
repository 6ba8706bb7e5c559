import { and, eq, sql } from 'drizzle-orm';
import type { AddScreeningNote, DecideScreeningCase, ScreeningDecisionResult, WatchlistUploadResult } from '@exchange/contract/screening/screening';
import type { ScreeningCaseStatus } from '@exchange/contract/screening/screening-rules';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { applyStateChange } from '../customers/customer-commands.ts';
import { normalizeName } from './name-match.ts';
import { getCase, toWatchlist } from './screening-queries.ts';
import { openCases, screenCustomer, type Screening } from './screening-service.ts';
import { screeningCaseNotes, screeningCases as sc, screeningEntries, screeningEntryNames, screeningWatchlists } from './screening-tables.ts';
import { parseWatchlistCsv } from './watchlist-csv.ts';
import { screenCustomersAgainstWatchlist } from './watchlist-provider.ts';

function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('screening changes need a signed-in admin');
  return actor.id;
}

const CHUNK = 1000;

/**
 * Stores a watchlist and screens every customer against it, in one transaction: the list, its
 * entries, their names for the trigram index, the audit row, and a case (with its own audit row)
 * per new hit. A bad row stops it all before anything is written.
 */
export async function uploadWatchlist(db: Db, actor: Actor, input: { name: string; csv: string }, screening: Screening): Promise<WatchlistUploadResult> {
  const adminId = adminOf(actor);
  const rows = parseWatchlistCsv(input.csv);
  const started = performance.now();
  return db.transaction(async (tx) => {
    const [list] = await tx.insert(screeningWatchlists).values({ name: input.name, rowCount: rows.length, uploadedBy: adminId }).returning();
    if (!list) throw new Error('watchlist insert returned nothing');
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const entries = await tx
        .insert(screeningEntries)
        .values(chunk.map((r) => ({ watchlistId: list.id, rowNumber: r.rowNumber, name: r.name, aliases: r.aliases, dateOfBirth: r.dateOfBirth, country: r.country, listName: r.listName })))
        .returning({ id: screeningEntries.id, rowNumber: screeningEntries.rowNumber });
      const byRow = new Map(chunk.map((r) => [r.rowNumber, r]));
      const names = entries.flatMap((e) => {
        const row = byRow.get(e.rowNumber);
        const all = row ? [row.name, ...row.aliases].map(normalizeName).filter(Boolean) : [];
        return [...new Set(all)].map((name) => ({ entryId: e.id, watchlistId: list.id, name }));
      });
      if (names.length > 0) await tx.insert(screeningEntryNames).values(names);
    }
    await writeAudit(tx, actor, {
      action: 'screening.watchlist.upload',
      outcome: 'SUCCESS',
      targetType: 'screening_watchlist',
      targetId: list.id,
      after: { name: list.name, rowCount: rows.length },
    });
    const candidates = await screenCustomersAgainstWatchlist(tx, list.id);
    const { hits, opened } = await openCases(tx, actor, candidates, screening.threshold);
    return {
      watchlist: toWatchlist({ ...list, uploadedByName: null, openCases: opened }),
      entries: rows.length,
      candidates: new Set(candidates.map((c) => c.customerId)).size,
      hits,
      casesOpened: opened,
      threshold: screening.threshold,
      tookMs: Math.round(performance.now() - started),
    };
  });
}

const freezeReason = (caseId: string, listName: string) => `Sanctions screening: true match on ${listName} (case ${caseId})`;

/**
 * Decides an open case, guarded by its status: a second decision (or a concurrent one) is a 409.
 * A true match freezes the account in the same transaction, with the case as its reason: an ACTIVE
 * account (or one whose timed freeze has lifted itself) becomes FROZEN until an admin lifts it.
 */
export async function decideCase(db: Db, actor: Actor, caseId: string, body: DecideScreeningCase): Promise<ScreeningDecisionResult> {
  const adminId = adminOf(actor);
  const note = body.note.trim();
  let accountFrozen = false;
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(sc)
      .set({ status: body.decision, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(sc.id, caseId), eq(sc.status, 'OPEN')))
      .returning({ customerId: sc.customerId, listName: sc.listName, entryName: sc.entryName, score: sc.score });
    if (!decided) {
      const [existing] = await tx.select({ status: sc.status }).from(sc).where(eq(sc.id, caseId));
      if (!existing) throw notFound('screening.caseNotFound', 'Screening case');
      throw conflict('screening.caseDecided', `This case is decided already (${existing.status})`, { status: existing.status as ScreeningCaseStatus });
    }
    await tx.insert(screeningCaseNotes).values({ caseId, authorId: adminId, body: note });
    await writeAudit(tx, actor, {
      action: 'screening.case.decide',
      outcome: 'SUCCESS',
      targetType: 'screening_case',
      targetId: caseId,
      customerId: decided.customerId,
      before: { status: 'OPEN' },
      after: { status: body.decision, note, entry: decided.entryName, list: decided.listName, score: Number(decided.score) },
    });
    if (body.decision !== 'TRUE_MATCH') return;
    const freeze = { reason: freezeReason(caseId, decided.listName), cause: { screeningCaseId: caseId } };
    // Only an account in force as ACTIVE is frozen: a frozen or closed one stays as it is.
    accountFrozen = (await applyStateChange(tx, decided.customerId, 'freeze', freeze, actor)).changed;
  });
  return { case: await getCase(db, caseId), accountFrozen };
}

/** Appends a note to a case (decided or not): the thread is never rewritten. */
export async function addNote(db: Db, actor: Actor, caseId: string, body: AddScreeningNote) {
  const adminId = adminOf(actor);
  const text = body.body.trim();
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ customerId: sc.customerId }).from(sc).where(eq(sc.id, caseId));
    if (!found) throw notFound('screening.caseNotFound', 'Screening case');
    const [note] = await tx.insert(screeningCaseNotes).values({ caseId, authorId: adminId, body: text }).returning({ id: screeningCaseNotes.id });
    await writeAudit(tx, actor, {
      action: 'screening.case.note',
      outcome: 'SUCCESS',
      targetType: 'screening_case',
      targetId: caseId,
      customerId: found.customerId,
      after: { noteId: String(note?.id), body: text },
    });
  });
  return getCase(db, caseId);
}

/** Screens one customer now with the configured provider (the customer page's "Screen now"). */
export async function screenCustomerNow(db: Db, actor: Actor, customerId: string, screening: Screening) {
  return db.transaction(async (tx) => {
    const { hits, opened } = await screenCustomer(tx, actor, customerId, screening);
    await writeAudit(tx, actor, {
      action: 'screening.customer.screen',
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      after: { provider: screening.provider.kind, hits, casesOpened: opened },
    });
    return { provider: screening.provider.kind, hits, casesOpened: opened, threshold: screening.threshold };
  });
}
