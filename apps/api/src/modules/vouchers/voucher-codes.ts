import { createHash, randomBytes } from 'node:crypto';
import { VOUCHER_CODE_LENGTH } from '@exchange/contract/vouchers/voucher-rules';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 random bytes (128 bits) in RFC 4648 base32 without padding: 26 characters. */
export function newVoucherCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += ALPHABET[(value << (5 - bits)) & 31];
  if (code.length !== VOUCHER_CODE_LENGTH) throw new Error('a voucher code of the wrong length');
  return code;
}

/**
 * What is stored of a code. A plain SHA-256 is enough: the code carries 128 random bits, so there
 * is nothing to guess from its hash (a slow password hash protects low-entropy secrets).
 */
export const hashVoucherCode = (code: string) => createHash('sha256').update(code).digest('hex');
export const voucherCodeHint = (code: string) => code.slice(-4);
