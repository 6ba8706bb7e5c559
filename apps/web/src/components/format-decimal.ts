export interface DecimalSeparators {
  group: string;
  decimal: string;
}

const separatorsCache = new Map<string, DecimalSeparators>();

/**
 * The digit-group and decimal marks of a language. Only these symbols come from Intl (formatting a
 * fixed sample number); the amounts themselves never become JS numbers.
 */
export function decimalSeparators(locale: string): DecimalSeparators {
  const cached = separatorsCache.get(locale);
  if (cached) return cached;
  let separators: DecimalSeparators = { group: ',', decimal: '.' };
  // Latin digits everywhere (an amount is read and compared more than it is read aloud), so the marks
  // must be those that go with Latin digits in that language: Arabic then uses ',' and '.'.
  try {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true, numberingSystem: 'latn' }).formatToParts(1234567.5);
    separators = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
  } catch {
    // An unknown locale code keeps the English marks.
  }
  separatorsCache.set(locale, separators);
  return separators;
}

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Groups the digits of a decimal string ("1234567.50" -> "1,234,567.50") by string manipulation:
 * a float would round 18-digit amounts and drop the decimals the API sent. Every decimal given is
 * kept (trailing zeros included); text that is not a plain decimal is returned unchanged.
 */
export function formatDecimal(value: string, separators: DecimalSeparators = { group: ',', decimal: '.' }): string {
  const match = decimalPattern.exec(value.trim());
  if (!match) return value;
  const [, sign = '', rawInteger = '0', fraction] = match;
  const integer = rawInteger.replace(/^0+(?=\d)/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${sign === '-' ? '-' : ''}${grouped}${fraction === undefined ? '' : separators.decimal + fraction}`;
}

/**
 * The exact sum of decimal strings ("0.1" + "0.2" = "0.3"), through BigInt scaled to the longest
 * fraction: a float sum of amounts would be off in the last digits. Text that is not a plain
 * decimal counts as zero.
 */
export function addDecimals(values: readonly string[]): string {
  const parsed = values.map((v) => decimalPattern.exec(v.trim())).filter((m): m is RegExpExecArray => m !== null);
  const scale = Math.max(0, ...parsed.map((m) => m[3]?.length ?? 0));
  let total = 0n;
  for (const [, sign, integer = '0', fraction = ''] of parsed) {
    const units = BigInt(integer + fraction.padEnd(scale, '0'));
    total += sign === '-' ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}
