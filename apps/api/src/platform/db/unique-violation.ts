import type { AppError } from '../errors.ts';

/**
 * PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps the driver's error as
 * `cause`). The checks before a write answer the usual case; this covers two admins racing.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a unique violation becomes the given refusal (a 409), anything else stays as it is. */
export async function uniqueOr<T>(work: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
