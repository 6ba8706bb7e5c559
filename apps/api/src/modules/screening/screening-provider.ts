import type { ScreeningProviderKind } from '@exchange/contract/screening/screening-rules';
import type { DbOrTx } from '../../platform/db/database.ts';

/** Who is screened: a customer's name with what narrows it down. */
export interface ScreeningSubject {
  customerId: string;
  name: string;
  dateOfBirth: string | null;
  country: string | null;
}

/** A list entry as a provider describes it. */
export interface ScreeningListEntry {
  /** A local watchlist entry's id; null for a provider's own record. */
  entryId: string | null;
  watchlistId: string | null;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  country: string | null;
  listName: string;
}

/** A subject scored against one entry: at or above the threshold, a case opens for it. */
export interface ScreeningHit {
  customerId: string;
  provider: ScreeningProviderKind;
  /** Unique per customer: the entry's id, or the provider's reference for it. */
  matchKey: string;
  score: number;
  nameScore: number;
  matchedName: string;
  entry: ScreeningListEntry;
}

/**
 * Screens subjects against sanctions lists and returns every candidate it scored (the caller keeps
 * those at or above the threshold). `db` is the transaction the screening is part of.
 */
export interface ScreeningProvider {
  kind: ScreeningProviderKind;
  screen(db: DbOrTx, subjects: readonly ScreeningSubject[]): Promise<ScreeningHit[]>;
}
