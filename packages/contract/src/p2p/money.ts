import { z } from 'zod';
import { COINS, CRYPTO_SCALE, FIATS, FIAT_SCALE, compareDecimal, decimalPattern, type Coin, type Fiat } from './money-rules.ts';
import { issueCode } from '../platform/errors.ts';

// The values live in money-rules.ts (no zod, for the console); re-exported for the API's imports.
export { COINS, FIATS, compareDecimal };
export type { Coin, Fiat };

export const coinSchema = z.enum(COINS);
export const fiatSchema = z.enum(FIATS);

/** Fiat amounts and prices: decimal strings with up to 2 decimals, never floats. */
export const fiatAmountSchema = z.string().trim().regex(decimalPattern(FIAT_SCALE), `must be a decimal amount with at most ${FIAT_SCALE} decimals`);
/** Crypto amounts: up to 8 decimals. */
export const cryptoAmountSchema = z.string().trim().regex(decimalPattern(CRYPTO_SCALE), `must be a decimal amount with at most ${CRYPTO_SCALE} decimals`);

export const positive = (s: string) => Number(s) > 0;
const greaterThanZero = { message: 'must be greater than 0', ...issueCode('validation.positive') };
export const positiveFiatSchema = fiatAmountSchema.refine(positive, greaterThanZero);
export const positiveCryptoSchema = cryptoAmountSchema.refine(positive, greaterThanZero);
