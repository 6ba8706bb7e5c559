import { LEDGER_SCALE } from '@exchange/contract/ledger/ledger-accounts';

/** A signed decimal string as NUMERIC(38,18) holds it: at most 20 integer digits and 18 decimals. */
const SIGNED_DECIMAL = new RegExp(`^-?(0|[1-9]\\d{0,19})(\\.\\d{1,${LEDGER_SCALE}})?$`);

export const isLedgerAmount = (value: string) => SIGNED_DECIMAL.test(value);

/** The amount in units of 10^-18, exact (a bigint, never a float). */
export function toUnits(value: string): bigint {
  if (!isLedgerAmount(value)) throw new Error(`not a ledger amount: ${JSON.stringify(value)}`);
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(integer + fraction.padEnd(LEDGER_SCALE, '0'));
  return negative ? -units : units;
}

/** Units back to the shortest decimal string: 1500000000000000000n -> "1.5". */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(LEDGER_SCALE + 1, '0');
  const integer = digits.slice(0, -LEDGER_SCALE);
  const fraction = digits.slice(-LEDGER_SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** The amount with its sign turned: "1.5" -> "-1.5", "-2" -> "2". */
export const negate = (value: string): string => fromUnits(-toUnits(value));
