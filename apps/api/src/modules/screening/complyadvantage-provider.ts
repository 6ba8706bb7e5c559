import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { scoreMatch } from './name-match.ts';
import type { ScreeningHit, ScreeningProvider } from './screening-provider.ts';

/** The part of a ComplyAdvantage search answer we read; anything else in it is ignored. */
const field = z.object({ name: z.string().optional(), tag: z.string().optional(), value: z.string() });
const searchAnswer = z.object({
  content: z.object({
    data: z.object({
      id: z.union([z.number(), z.string()]),
      hits: z
        .array(
          z.object({
            doc: z.object({
              id: z.string(),
              name: z.string(),
              aka: z.array(z.object({ name: z.string() })).default([]),
              fields: z.array(field).default([]),
              sources: z.array(z.string()).default([]),
              types: z.array(z.string()).default([]),
            }),
          }),
        )
        .default([]),
    }),
  }),
});

const providerFailed = (detail: string) => new AppError(502, 'screening.providerFailed', `The screening provider did not answer as expected: ${detail}`);

function dateOfBirthOf(fields: z.infer<typeof field>[]): string | null {
  const value = fields.find((f) => f.tag === 'date_of_birth' || f.name === 'Date of Birth')?.value ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

function countryOf(fields: z.infer<typeof field>[]): string | null {
  const value = fields.find((f) => f.tag === 'country_codes' || f.name === 'Country Code')?.value ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : null;
}

/**
 * A ComplyAdvantage-style HTTP provider: one POST {url}/searches per subject (the name, the birth
 * year to narrow it, our customer id as the client reference), each hit mapped to a list entry and
 * scored by the same measure as the uploaded lists, so one threshold means the same everywhere.
 */
export function complyAdvantageProvider(apiUrl: string, apiKey: string, timeoutMs = 10_000): ScreeningProvider {
  return {
    kind: 'COMPLYADVANTAGE',
    async screen(_db, subjects) {
      const hits: ScreeningHit[] = [];
      for (const subject of subjects) {
        let response: Response;
        try {
          response = await fetch(`${apiUrl}/searches`, {
            method: 'POST',
            headers: { authorization: `Token ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({
              search_term: subject.name,
              client_ref: subject.customerId,
              fuzziness: 0.6,
              share_url: 0,
              filters: { types: ['sanction', 'warning'], ...(subject.dateOfBirth ? { birth_year: Number(subject.dateOfBirth.slice(0, 4)) } : {}) },
            }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (err) {
          throw providerFailed((err as Error).message);
        }
        if (!response.ok) throw providerFailed(`HTTP ${response.status}`);
        const parsed = searchAnswer.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw providerFailed('unexpected answer');
        for (const { doc } of parsed.data.content.data.hits) {
          const entry = {
            entryId: null,
            watchlistId: null,
            name: doc.name,
            aliases: doc.aka.map((a) => a.name).filter((a) => a !== doc.name),
            dateOfBirth: dateOfBirthOf(doc.fields),
            country: countryOf(doc.fields),
            listName: doc.sources[0] ?? (doc.types.join(', ') || 'ComplyAdvantage'),
          };
          const scored = scoreMatch(subject, { names: [entry.name, ...entry.aliases], dateOfBirth: entry.dateOfBirth, country: entry.country });
          hits.push({ customerId: subject.customerId, provider: 'COMPLYADVANTAGE', matchKey: `complyadvantage:${doc.id}`, ...scored, entry });
        }
      }
      return hits;
    },
  };
}
