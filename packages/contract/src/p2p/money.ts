import { z } from 'zod';

export const COINS = ['BTC', 'ETH', 'USDT', 'USDC', 'BNB'] as const;
export const FIATS = ['USD', 'EUR', 'GBP', 'AED', 'NGN', 'INR', 'TRY', 'BRL'] as const;
export const coinSchema = z.enum(COINS);
export const fiatSchema = z.enum(FIATS);
export type Coin = z.infer<typeof coinSchema>;
export type Fiat = z.infer<typeof fiatSchema>;

const decimal = (scale: number) => new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${scale}})?$`);

/** Fiat amounts and prices: decimal strings with up to 2 decimals, never floats. */
export const fiatAmountSchema = z.string().trim().regex(decimal(2), 'must be a decimal amount with at most 2 decimals');
/** Crypto amounts: up to 8 decimals. */
export const cryptoAmountSchema = z.string().trim().regex(decimal(8), 'must be a decimal amount with at most 8 decimals');

export const positive = (s: string) => Number(s) > 0;
export const positiveFiatSchema = fiatAmountSchema.refine(positive, 'must be greater than 0');
export const positiveCryptoSchema = cryptoAmountSchema.refine(positive, 'must be greater than 0');

/** Compares two decimal strings exactly (no float rounding): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const intA = ai.replace(/^0+(?=\d)/, '');
  const intB = bi.replace(/^0+(?=\d)/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const fa = af.padEnd(width, '0');
  const fb = bf.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}
