import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { exportJWK, type JWK } from 'jose';

/** The key that signs view-as tokens (Ed25519, EdDSA), and its public half as a JWKS entry. */
export interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  kid: string;
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** From the 32-byte seed of VIEW_AS_SIGNING_KEY (or the one generated into DATA_DIR). */
export async function signingKeyFromSeed(seed: Buffer): Promise<SigningKey> {
  if (seed.length !== 32) throw new Error('the view-as signing key must be 32 bytes');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = await exportJWK(createPublicKey(privateKey));
  // The key id is the public key's own fingerprint: a new key gets a new kid, the same key the same.
  const kid = createHash('sha256').update(jwk.x ?? '').digest('base64url').slice(0, 16);
  return { privateKey, kid, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}
