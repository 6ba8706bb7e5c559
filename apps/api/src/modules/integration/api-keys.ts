import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'xk_';
/** What the console shows of a key: the prefix and a few characters, never enough to use. */
export const KEY_PREFIX_SHOWN = 10;

/** 256 random bits, in a form a header and a shell can carry. */
export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * A random key has no dictionary to guess from: SHA-256 is enough to keep it unusable if the table
 * leaks, and it is looked up by equality on every call (no salt, no stretching).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A webhook's signing secret: random, shown once, kept to sign each delivery. */
export function generateWebhookSecret(): string {
  return 'whsec_' + randomBytes(32).toString('base64url');
}
