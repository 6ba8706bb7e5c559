import type { FastifyRequest } from 'fastify';
import { badField } from '../errors.ts';

/** Where the first string holding U+0000 sits in a parsed query or body, as a dotted path. */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a search or a reason carrying one would fail inside the
 * query as a 500. Refused up front for every route, naming the field, before any schema runs.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const field = nulCharacterPath(request.query) ?? nulCharacterPath(request.params) ?? nulCharacterPath(request.body);
  if (field) throw badField(field, 'must not contain a NUL character');
}
