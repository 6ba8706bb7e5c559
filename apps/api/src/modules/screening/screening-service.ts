import { eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { complyAdvantageProvider } from './complyadvantage-provider.ts';
import type { ScreeningHit, ScreeningProvider } from './screening-provider.ts';
import { screeningCases } from './screening-tables.ts';
import { watchlistProvider } from './watchlist-provider.ts';

export interface Screening {
  provider: ScreeningProvider;
  /** A hit scored at least this opens a case. */
  threshold: number;
}

/** The configured provider (SCREENING_PROVIDER) and threshold (SCREENING_MATCH_THRESHOLD). */
export function screeningFromConfig(config: Config): Screening {
  const { provider, apiUrl, apiKey, threshold } = config.screening;
  if (provider === 'complyadvantage') {
    if (!apiUrl || !apiKey) throw new Error('SCREENING_API_URL and SCREENING_API_KEY are required with SCREENING_PROVIDER=complyadvantage');
    return { provider: complyAdvantageProvider(apiUrl, apiKey), threshold };
  }
  return { provider: watchlistProvider, threshold };
}

/**
 * Opens a case for each hit at or above the threshold, once per customer and entry (a customer who
 * already has a case for that entry, decided or not, gets no second one), each with its audit row
 * on the customer's timeline. Returns how many opened.
 */
export async function openCases(tx: Tx, actor: Actor, hits: readonly ScreeningHit[], threshold: number): Promise<{ hits: number; opened: number }> {
  const above = hits.filter((h) => h.score >= threshold);
  let opened = 0;
  for (const hit of above) {
    const [row] = await tx
      .insert(screeningCases)
      .values({
        customerId: hit.customerId,
        provider: hit.provider,
        matchKey: hit.matchKey,
        entryId: hit.entry.entryId,
        watchlistId: hit.entry.watchlistId,
        entryName: hit.entry.name,
        entryAliases: hit.entry.aliases,
        entryDateOfBirth: hit.entry.dateOfBirth,
        entryCountry: hit.entry.country,
        listName: hit.entry.listName,
        matchedName: hit.matchedName,
        score: hit.score.toFixed(3),
        nameScore: hit.nameScore.toFixed(3),
      })
      .onConflictDoNothing()
      .returning({ id: screeningCases.id });
    if (!row) continue;
    opened += 1;
    await writeAudit(tx, actor, {
      action: 'screening.case.open',
      outcome: 'SUCCESS',
      targetType: 'screening_case',
      targetId: row.id,
      customerId: hit.customerId,
      after: { status: 'OPEN', provider: hit.provider, entry: hit.entry.name, list: hit.entry.listName, score: hit.score },
    });
  }
  return { hits: above.length, opened };
}

/**
 * Screens one customer with the configured provider inside the caller's transaction, opening a case
 * per new hit. The customers area calls it when a customer's name, date of birth or country changes.
 */
export async function screenCustomer(tx: Tx, actor: Actor, customerId: string, screening: Screening): Promise<{ hits: number; opened: number }> {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name, dateOfBirth: customers.dateOfBirth, country: customers.country })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('customer.notFound', 'Customer');
  const hits = await screening.provider.screen(tx, [{ customerId: customer.id, name: customer.name, dateOfBirth: customer.dateOfBirth, country: customer.country }]);
  return openCases(tx, actor, hits, screening.threshold);
}
