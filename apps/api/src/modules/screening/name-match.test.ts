import { describe, expect, it } from 'vitest';
import { nameSimilarity, normalizeName, scoreMatch } from './name-match.ts';

describe('name matching', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeName('  José-María  O\'Neil ')).toBe('jose maria o neil');
  });

  it('scores transliterations and word order high, other people low', () => {
    expect(nameSimilarity('Mohammed Al Rashid', 'Muhammad Al-Rashid')).toBeGreaterThan(0.9);
    expect(nameSimilarity('Smith John', 'John Smith')).toBe(1);
    expect(nameSimilarity('John Michael Smith', 'John Smith')).toBeGreaterThan(0.9);
    expect(nameSimilarity('John Smith', 'Maria Garcia')).toBeLessThan(0.6);
    // One shared word is not a person: a surname alone never borrows the word-by-word score.
    expect(nameSimilarity('Smith', 'John Smith')).toBeLessThan(0.85);
  });

  it('raises the score for the same birth date and country, lowers it for others', () => {
    const entry = { names: ['Ivan Petrov', 'I. Petrov'], dateOfBirth: '1970-05-01', country: 'RU' };
    const same = scoreMatch({ name: 'Ivan Petrov', dateOfBirth: '1970-05-01', country: 'RU' }, entry);
    expect(same).toEqual({ score: 1, nameScore: 1, matchedName: 'Ivan Petrov' });
    const otherYear = scoreMatch({ name: 'Ivan Petrov', dateOfBirth: '1985-05-01', country: 'RU' }, entry);
    expect(otherYear.score).toBeCloseTo(0.77, 3);
    const unknown = scoreMatch({ name: 'Ivan Petrov', dateOfBirth: null, country: 'DE' }, entry);
    expect(unknown.score).toBeCloseTo(0.95, 3);
  });
});
