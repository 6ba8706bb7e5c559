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
 * 0 to 1: the best of the names as written, their words in alphabetical order (so "Smith John"
 * meets "John Smith"), and, when both have two words or more, each word of the shorter name against
 * its closest word in the longer one (a middle name more or less), slightly lowered for the words
 * the shorter one lacks.
 */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const xt = tokensOf(x);
  const yt = tokensOf(y);
  const whole = jaroWinkler(x, y);
  const sorted = jaroWinkler([...xt].sort().join(' '), [...yt].sort().join(' '));
  let byWord = 0;
  const [shorter, longer] = xt.length <= yt.length ? [xt, yt] : [yt, xt];
  if (shorter.length >= 2) {
    const best = shorter.map((word) => Math.max(...longer.map((other) => jaroWinkler(word, other))));
    byWord = (best.reduce((sum, s) => sum + s, 0) / shorter.length) * (0.92 + 0.08 * (shorter.length / longer.length));
  }
  return Math.max(whole, sorted, byWord);
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
