import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** A watchlist an operator uploaded as CSV. */
export const screeningWatchlists = pgTable('screening_watchlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  rowCount: integer('row_count').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => admins.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row of a watchlist: a person or entity on a sanctions (or PEP) list. */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchlistId: uuid('watchlist_id').notNull().references(() => screeningWatchlists.id),
    /** Its row in the uploaded file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    listName: text('list_name').notNull(),
  },
  (t) => [index('screening_entries_watchlist_idx').on(t.watchlistId, t.rowNumber)],
);

/**
 * Every name an entry goes by (its name and each alias), normalised, with a trigram index: a
 * customer's name finds its candidate entries through `%` without reading every entry.
 */
export const screeningEntryNames = pgTable(
  'screening_entry_names',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id').notNull().references(() => screeningEntries.id),
    watchlistId: uuid('watchlist_id').notNull().references(() => screeningWatchlists.id),
    name: text('name').notNull(),
  },
  (t) => [
    index('screening_entry_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('screening_entry_names_watchlist_idx').on(t.watchlistId),
  ],
);

/**
 * A hit under review. The entry is copied in (the case outlives its list, and a provider's hit has
 * no local entry); `match_key` is the entry's id or the provider's reference, once per customer.
 */
export const screeningCases = pgTable(
  'screening_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    provider: text('provider').notNull(),
    matchKey: text('match_key').notNull(),
    entryId: uuid('entry_id').references(() => screeningEntries.id),
    watchlistId: uuid('watchlist_id').references(() => screeningWatchlists.id),
    entryName: text('entry_name').notNull(),
    entryAliases: text('entry_aliases').array().notNull().default(sql`'{}'::text[]`),
    entryDateOfBirth: date('entry_date_of_birth', { mode: 'string' }),
    entryCountry: text('entry_country'),
    listName: text('list_name').notNull(),
    matchedName: text('matched_name').notNull(),
    score: numeric('score', { precision: 4, scale: 3 }).notNull(),
    nameScore: numeric('name_score', { precision: 4, scale: 3 }).notNull(),
    status: text('status').notNull().default('OPEN'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_cases_customer_match_key').on(t.customerId, t.matchKey),
    index('screening_cases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('screening_cases_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('screening_cases_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('screening_cases_watchlist_idx').on(t.watchlistId),
    check('screening_cases_status_check', sql`${t.status} in ('OPEN', 'FALSE_POSITIVE', 'TRUE_MATCH')`),
    check('screening_cases_provider_check', sql`${t.provider} in ('WATCHLIST', 'COMPLYADVANTAGE')`),
    // A decided case names who decided it and when; an open one names nobody.
    check('screening_cases_decided_check', sql`(${t.status} = 'OPEN') = (${t.decidedBy} is null and ${t.decidedAt} is null)`),
  ],
);

/** The case's notes thread: appended, never overwritten (a trigger refuses UPDATE and DELETE). */
export const screeningCaseNotes = pgTable(
  'screening_case_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: uuid('case_id').notNull().references(() => screeningCases.id),
    authorId: uuid('author_id').notNull().references(() => admins.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screening_case_notes_case_idx').on(t.caseId, t.createdAt)],
);
