import type { Policy } from '@exchange/contract/access/policies';
import { SEARCH_HITS_PER_KIND, type SearchResult } from '@exchange/contract/search/search';
import type { Db } from '../../platform/db/database.ts';
import { SEARCH_PROVIDERS, type SearchProvider } from './search-providers.ts';

/**
 * Asks every provider the admin may read, at once, and keeps the kinds that found something.
 * Each answers from an index, so the slowest lookup is the answer's time.
 */
export async function searchEverything(db: Db, text: string, policies: readonly Policy[], providers: readonly SearchProvider[] = SEARCH_PROVIDERS): Promise<SearchResult> {
  const allowed = providers.filter((p) => policies.includes(p.policy));
  const found = await Promise.all(allowed.map(async (p) => ({ kind: p.kind, hits: await p.find(db, text, SEARCH_HITS_PER_KIND) })));
  return { groups: found.filter((g) => g.hits.length > 0) };
}
