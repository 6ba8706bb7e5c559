import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Tokens carry 256 bits of entropy, so a fast hash is enough to make a stolen table useless. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
