// Without zod: the API compares names with it, and the console may show the same verdict.

/**
 * A name reduced to what identifies it: accents dropped (é -> e), case folded, punctuation and
 * spacing ignored, words sorted, so "GARCÍA, Maria-José" and "maria jose garcia" are one name.
 */
export function normalisedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** Whether two names are the same person's name, whatever the case, accents and word order. */
export const namesMatch = (a: string, b: string) => normalisedName(a) === normalisedName(b);
