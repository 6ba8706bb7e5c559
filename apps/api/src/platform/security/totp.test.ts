import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, timeStep } from './totp.ts';
import { createSecretBox } from './secret-box.ts';

// RFC 6238 appendix B: 8-digit codes for the ASCII seeds below.
const seeds = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;
const vectors: [number, string, keyof typeof seeds][] = [
  [59, '94287082', 'SHA1'], [59, '46119246', 'SHA256'], [59, '90693936', 'SHA512'],
  [1111111109, '07081804', 'SHA1'], [1111111109, '68084774', 'SHA256'], [1111111109, '25091201', 'SHA512'],
  [1111111111, '14050471', 'SHA1'], [1111111111, '67062674', 'SHA256'], [1111111111, '99943326', 'SHA512'],
  [1234567890, '89005924', 'SHA1'], [1234567890, '91819424', 'SHA256'], [1234567890, '93441116', 'SHA512'],
  [2000000000, '69279037', 'SHA1'], [2000000000, '90698825', 'SHA256'], [2000000000, '38618901', 'SHA512'],
  [20000000000, '65353130', 'SHA1'], [20000000000, '77737706', 'SHA256'], [20000000000, '47863826', 'SHA512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at T=%i the code is %s (%s)', (seconds, code, algorithm) => {
    const totp = new TOTP({ secret: Secret.fromUTF8(seeds[algorithm]), algorithm, digits: 8, period: 30 });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
  });

  it.each(vectors.filter((v) => v[2] === 'SHA1'))('the 6-digit check accepts the SHA1 vector at T=%i in its own step', (seconds, code) => {
    const base32 = Secret.fromUTF8(seeds.SHA1).base32;
    // A 6-digit code is the 8-digit one modulo 10^6: its last six digits.
    expect(matchTotpStep(base32, code.slice(2), seconds * 1000)).toBe(timeStep(seconds * 1000));
  });

  it('accepts one step of drift either way and nothing further', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const now = 1_700_000_015_000;
    const step = timeStep(now);
    expect(matchTotpStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totp.generate({ timestamp: now - 60_000 }), now)).toBeNull();
    expect(matchTotpStep(secret, totp.generate({ timestamp: now + 60_000 }), now)).toBeNull();
  });

  it('makes 160-bit secrets that differ every time', () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).not.toBe(b);
    expect(Secret.fromBase32(a).bytes.length).toBe(20);
  });
});

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed and never stores the plaintext', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a tampered ciphertext or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });
});
