import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unreachable under verbatimModuleSyntax: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's first argon2id configuration: m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Checked against when the email is unknown, so an unknown account costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no-such-account-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
