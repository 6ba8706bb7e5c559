import { jaroWinkler } from '@skyra/jaro-winkler';

/**
 * Name matching for sanctions screening. Jaro-Winkler (from @skyra/jaro-winkler: typed, no
 * dependencies, maintained) is the measure screening tools use for personal names: it forgives the
 * transliteration slips that separate "Mohammed" from "Muhammad" and weighs a shared start, where
 * an edit distance would count every letter alike.
 */

/** Lower case, accents dropped, anything but letters and digits turned into one space. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const tokensOf = (normalized: string) => normalized.split(' ').filter(Boolean);

/**
 * 0 to 1, word by word: each word of the name with fewer words is paired with its closest unpaired
 * word of the other (so "Smith John" meets "John Smith", and a middle name more or less costs a
 * little), the pairs' Jaro-Winkler scores averaged, then lowered slightly for the words one name
 * lacks. Comparing whole strings instead would let a shared first name ("Rafael Li", "Rafael
 * El-Sayed") score high on its prefix alone. Names written together or apart ("AlRashid",
 * "Al Rashid") are caught by comparing them without spaces, when that is a near-exact match.
 */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const compact = jaroWinkler(x.replace(/ /g, ''), y.replace(/ /g, ''));
  const joined = compact >= 0.97 ? compact : 0;
  const xt = tokensOf(x);
  const yt = tokensOf(y);
  const [shorter, longer] = xt.length <= yt.length ? [xt, yt] : [yt, xt];
  // One word against several: a surname alone is not a person.
  if (shorter.length < 2) return Math.max(joined, longer.length === 1 ? jaroWinkler(x, y) : jaroWinkler(x, y) * 0.85);
  let total = 0;
  // The most alike pairs first, so a good pair is not spent on a worse one.
  const pairs = shorter.flatMap((word, i) => longer.map((other, j) => ({ i, j, score: jaroWinkler(word, other) }))).sort((p, q) => q.score - p.score);
  const pairedShort = new Set<number>();
  const pairedLong = new Set<number>();
  for (const pair of pairs) {
    if (pairedShort.has(pair.i) || pairedLong.has(pair.j)) continue;
    pairedShort.add(pair.i);
    pairedLong.add(pair.j);
    total += pair.score;
  }
  const byWord = (total / shorter.length) * (0.92 + 0.08 * (shorter.length / longer.length));
  return Math.max(joined, byWord);
}

export interface MatchSubject {
  name: string;
  dateOfBirth: string | null;
  country: string | null;
}

export interface MatchCandidate {
  /** The entry's name first, then its aliases. */
  names: readonly string[];
  dateOfBirth: string | null;
  country: string | null;
}

export interface MatchScore {
  score: number;
  nameScore: number;
  matchedName: string;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/**
 * The best name score over the entry's names, then: the same date of birth raises it (+0.05), the
 * same year leaves it, another year lowers it (-0.15, -0.25 beyond a year apart); the same country
 * raises it (+0.02), another lowers it (-0.05). What either side does not know changes nothing.
 */
export function scoreMatch(subject: MatchSubject, candidate: MatchCandidate): MatchScore {
  let nameScore = 0;
  let matchedName = candidate.names[0] ?? '';
  for (const name of candidate.names) {
    const s = nameSimilarity(subject.name, name);
    if (s > nameScore) {
      nameScore = s;
      matchedName = name;
    }
  }
  let score = nameScore;
  if (subject.dateOfBirth && candidate.dateOfBirth) {
    if (subject.dateOfBirth === candidate.dateOfBirth) score += 0.05;
    else {
      const years = Math.abs(Number(subject.dateOfBirth.slice(0, 4)) - Number(candidate.dateOfBirth.slice(0, 4)));
      if (years === 1) score -= 0.15;
      else if (years > 1) score -= 0.25;
    }
  }
  if (subject.country && candidate.country) score += subject.country === candidate.country ? 0.02 : -0.05;
  return { score: round(score), nameScore: round(nameScore), matchedName };
}
