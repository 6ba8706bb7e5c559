import { Secret, TOTP } from 'otpauth';

/** What an authenticator app would show for this secret, `offsetSteps` periods from `atMs`. */
export function authenticatorCode(secretBase32: string, offsetSteps = 0, atMs = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30 });
  return totp.generate({ timestamp: atMs + offsetSteps * 30_000 });
}
