import type { FastifyRequest } from 'fastify';
import { badField } from '../errors.ts';

/** Why PostgreSQL would refuse this string (text cannot hold U+0000, jsonb no lone surrogate), or null. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (!text.isWellFormed()) return 'must not contain a lone UTF-16 surrogate (broken Unicode)';
  return null;
}

/**
 * The first unstorable string in a parsed query, path or body, with its dotted path. Walks with an
 * explicit stack: a 1 MB body of nested arrays must not overflow the call stack.
 */
export function unstorableTextIn(root: unknown): { field: string; message: string } | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) return { field: path || '(root)', message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i] ?? ['', undefined];
      const at = path ? `${path}.${key}` : key;
      const keyProblem = unstorable(key);
      if (keyProblem) return { field: at, message: `a key ${keyProblem}` };
      pending.push({ value: inner, path: at });
    }
  }
  return null;
}

/**
 * A search or a reason PostgreSQL cannot store would fail deep inside the query or the audit row
 * as a 500. Refused up front for every route, naming the field, before any schema runs.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const problem = unstorableTextIn(request.query) ?? unstorableTextIn(request.params) ?? unstorableTextIn(request.body);
  if (problem) throw badField(problem.field, 'validation.unstorableText', problem.message);
}
