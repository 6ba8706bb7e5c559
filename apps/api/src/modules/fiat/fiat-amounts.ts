import { FIAT_SCALE } from '@exchange/contract/p2p/money-rules';

const UNIT = 10n ** BigInt(FIAT_SCALE);

/** A fiat amount ("12.5", "-3.07") in cents, exactly. */
function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * UNIT + BigInt(fraction.padEnd(FIAT_SCALE, '0').slice(0, FIAT_SCALE) || '0');
  return negative ? -cents : cents;
}

function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / UNIT}.${(abs % UNIT).toString().padStart(FIAT_SCALE, '0')}`;
}

/** The exact sum of fiat amounts (2 decimals), as a decimal string with 2 decimals. */
export const addFiat = (...amounts: string[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
