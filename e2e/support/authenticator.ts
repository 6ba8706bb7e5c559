import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for this secret, `offsetSteps` periods from now. */
export function authenticatorCode(secretBase32: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}
