import { describe, expect, it } from 'vitest';
import { namesMatch, normalisedName } from './name-match.ts';

describe('namesMatch', () => {
  it('ignores case, accents, punctuation and word order', () => {
    expect(namesMatch('GARCÍA, María-José', 'maria jose garcia')).toBe(true);
    expect(namesMatch('Noor  El-Sayed', 'el sayed noor')).toBe(true);
    expect(normalisedName('Zoë Ångström')).toBe('angstrom zoe');
  });
  it('tells different names apart', () => {
    expect(namesMatch('Maria Garcia', 'Mario Garcia')).toBe(false);
    expect(namesMatch('Maria Garcia', 'Maria Garcia Lopez')).toBe(false);
  });
});
