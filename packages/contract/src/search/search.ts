import { z } from 'zod';
import { noNul } from '../platform/text-rules.ts';

/** Hits per kind: enough to recognise the one meant, few enough to answer at once. */
export const SEARCH_HITS_PER_KIND = 5;
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 200;

/**
 * What the header search can find. An area adds its kind here and a provider on the server
 * (apps/api/src/modules/search/search-providers.ts); the console groups hits by kind.
 */
export const SEARCH_KINDS = ['customer', 'p2pTransaction', 'p2pOrder', 'p2pDispute', 'fiatDeposit', 'fiatWithdrawal', 'cryptoDeposit', 'cryptoWithdrawal'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_TEXT_MIN).max(SEARCH_TEXT_MAX).refine(...noNul),
});

export const searchHitSchema = z.object({
  /** The record's id: with the kind, where the console jumps. */
  id: z.string(),
  /** The line an admin recognises: an e-mail, a transaction number. */
  title: z.string(),
  /** A second line: the name, the amount, the status. */
  subtitle: z.string().nullable(),
  /** A status of the record, shown translated; null when the kind has none. */
  status: z.string().nullable(),
  /** The customer the record belongs to, when there is one (the console may open the customer instead). */
  customerId: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Only the kinds the admin may read were searched; a kind with no hit is left out. */
export const searchResultSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
