import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;

/** 160 bits from the platform CSPRNG (otpauth uses crypto.getRandomValues), as RFC 4226 recommends. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), digits: 6, period: TOTP_PERIOD_SECONDS }).toString();
}

export const timeStep = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * Returns the time step the code belongs to (now, one before or one after, for clock drift),
 * or null. Replay protection is the caller's: it must refuse a step not above the last one used.
 */
export function matchTotpStep(secretBase32: string, code: string, epochMs: number): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: TOTP_PERIOD_SECONDS });
  const delta = totp.validate({ token: code, timestamp: epochMs, window: 1 });
  return delta === null ? null : timeStep(epochMs) + delta;
}
