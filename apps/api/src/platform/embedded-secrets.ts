import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Embedded mode only: the TOTP encryption key is generated once into the data dir (mode 0600),
 * so a newcomer needs no setup. Production (DATABASE_URL) must pass TOTP_ENCRYPTION_KEY.
 */
export function loadOrCreateEmbeddedKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { totpEncryptionKey?: string };
    if (!parsed.totpEncryptionKey || !/^[0-9a-f]{64}$/.test(parsed.totpEncryptionKey)) {
      throw new Error(`${file} is damaged: totpEncryptionKey is missing or malformed`);
    }
    return Buffer.from(parsed.totpEncryptionKey, 'hex');
  }
  const key = randomBytes(32);
  writeFileSync(file, JSON.stringify({ totpEncryptionKey: key.toString('hex') }, null, 2), { mode: 0o600 });
  return key;
}

/**
 * Embedded mode only: the Ed25519 key that signs view-as-customer tokens, generated once into the
 * data dir (mode 0600). Production (DATABASE_URL) passes VIEW_AS_SIGNING_KEY, the same on every instance.
 */
export function loadOrCreateEmbeddedSigningKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'view-as-signing-key.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { ed25519Seed?: string };
    if (!parsed.ed25519Seed || !/^[0-9a-f]{64}$/.test(parsed.ed25519Seed)) throw new Error(`${file} is damaged: ed25519Seed is missing or malformed`);
    return Buffer.from(parsed.ed25519Seed, 'hex');
  }
  const seed = randomBytes(32);
  writeFileSync(file, JSON.stringify({ ed25519Seed: seed.toString('hex') }, null, 2), { mode: 0o600 });
  return seed;
}
