import { z } from 'zod';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { issueCode } from '../platform/errors.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, withTotalQuery } from '../platform/lists.ts';
import {
  SCREENING_CASE_STATUSES,
  SCREENING_DECISIONS,
  SCREENING_NOTE_MAX,
  SCREENING_NOTE_MIN,
  SCREENING_PAGE_SIZE,
  SCREENING_PROVIDERS,
  WATCHLIST_CSV_MAX_BYTES,
  WATCHLIST_NAME_MAX,
} from './screening-rules.ts';

export const screeningCaseStatusSchema = z.enum(SCREENING_CASE_STATUSES);
export const screeningDecisionSchema = z.enum(SCREENING_DECISIONS);
export const screeningProviderSchema = z.enum(SCREENING_PROVIDERS);

/** An uploaded watchlist: who uploaded it, when, and how many entries it holds. */
export const watchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  rowCount: z.number().int(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  uploadedAt: z.string(),
  /** Open cases its entries caused. */
  openCases: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;
export const watchlistListSchema = z.object({ items: z.array(watchlistSchema) });
export type WatchlistList = z.infer<typeof watchlistListSchema>;

/**
 * A watchlist as CSV text with the header name,aliases,date_of_birth,country,list. Each row is
 * checked; the first bad one is a 400 naming its row (the header is row 1) and column.
 */
export const uploadWatchlistSchema = z.object({
  name: z.string().trim().min(1).max(WATCHLIST_NAME_MAX),
  csv: z.string().min(1).max(WATCHLIST_CSV_MAX_BYTES),
});
export type UploadWatchlist = z.input<typeof uploadWatchlistSchema>;

/** What an upload did: the list, and the screening of every customer against it. */
export const watchlistUploadResultSchema = z.object({
  watchlist: watchlistSchema,
  entries: z.number().int(),
  /** Customers whose names were close enough to an entry's to be scored. */
  candidates: z.number().int(),
  /** Candidates scored at or above the threshold. */
  hits: z.number().int(),
  /** New cases (a customer already with a case for the same entry gets none). */
  casesOpened: z.number().int(),
  threshold: z.number(),
  tookMs: z.number().int(),
});
export type WatchlistUploadResult = z.infer<typeof watchlistUploadResultSchema>;

/** The list entry a case is about, as the list says it (a copy: the case outlives the list). */
export const screeningEntrySchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  aliases: z.array(z.string()),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  listName: z.string(),
  watchlist: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ScreeningEntry = z.infer<typeof screeningEntrySchema>;

export const screeningCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
  state: z.string(),
});
export type ScreeningCustomer = z.infer<typeof screeningCustomerSchema>;

export const screeningCaseSchema = z.object({
  id: z.string(),
  status: screeningCaseStatusSchema,
  provider: screeningProviderSchema,
  /** 0 to 1: the name's similarity, raised or lowered by date of birth and country. */
  score: z.number(),
  nameScore: z.number(),
  /** The entry's name or alias that matched best. */
  matchedName: z.string(),
  customer: screeningCustomerSchema,
  entry: screeningEntrySchema,
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  noteCount: z.number().int(),
});
export type ScreeningCase = z.infer<typeof screeningCaseSchema>;

export const screeningNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type ScreeningNote = z.infer<typeof screeningNoteSchema>;

export const screeningCaseDetailSchema = screeningCaseSchema.extend({ notes: z.array(screeningNoteSchema) });
export type ScreeningCaseDetail = z.infer<typeof screeningCaseDetailSchema>;

const score = z.coerce.number().min(0).max(1);

/** The cases queue: newest first, 50 a page; `format=csv` streams every matching case. */
export const listScreeningCasesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(200).default(SCREENING_PAGE_SIZE),
    ...withTotalQuery,
    status: screeningCaseStatusSchema.optional(),
    watchlistId: z.string().uuid().optional(),
    /** The entry's list (the CSV's `list` column, e.g. "OFAC SDN"). */
    listName: z.string().trim().max(80).optional(),
    minScore: score.optional(),
    maxScore: score.optional(),
    customerId: z.string().uuid().optional(),
    /** The customer's name or e-mail, or the entry's name (contains, case-insensitive). */
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((q, ctx) => {
    if (q.minScore !== undefined && q.maxScore !== undefined && q.minScore > q.maxScore) {
      ctx.addIssue({ code: 'custom', path: ['maxScore'], message: 'must not be below minScore', ...issueCode('validation.maxBelowMin') });
    }
  });
export type ListScreeningCasesQuery = z.input<typeof listScreeningCasesQuerySchema>;
export const screeningCaseListSchema = listResponseSchema(screeningCaseSchema);

export const screeningCaseParamsSchema = z.object({ caseId: z.string().uuid() });
export const screeningCustomerParamsSchema = z.object({ customerId: z.string().uuid() });

const noteText = z.string().trim().min(SCREENING_NOTE_MIN).max(SCREENING_NOTE_MAX);

/** A decision always says why (it is the case's last note). */
export const decideScreeningCaseSchema = z.object({ decision: screeningDecisionSchema, note: noteText });
export type DecideScreeningCase = z.input<typeof decideScreeningCaseSchema>;
export const addScreeningNoteSchema = z.object({ body: noteText });
export type AddScreeningNote = z.input<typeof addScreeningNoteSchema>;

export const screeningDecisionResultSchema = z.object({
  case: screeningCaseDetailSchema,
  /** A true match froze the account now (false: it was not ACTIVE, e.g. frozen already). */
  accountFrozen: z.boolean(),
});
export type ScreeningDecisionResult = z.infer<typeof screeningDecisionResultSchema>;

/** A customer screened on demand with the configured provider. */
export const customerScreeningResultSchema = z.object({
  provider: screeningProviderSchema,
  hits: z.number().int(),
  casesOpened: z.number().int(),
  threshold: z.number(),
});
export type CustomerScreeningResult = z.infer<typeof customerScreeningResultSchema>;

export const screeningCountryFilterSchema = isoCountryCodeSchema;
