/** A size in bytes in the console's language: "812B", "1.4kB", "23MB". */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { numberingSystem: 'latn', style: 'unit', unit: units[unit], unitDisplay: 'narrow', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** Time to expiry in the console's language, in its largest unit: "in 4 minutes", "in 2 days". */
export function formatTtl(ms: number, locale: string): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60], ['second', 1]];
  const [unit, size] = steps.find(([, s]) => seconds >= s) ?? ['second', 1];
  // Latin digits, as every number of the console.
  return new Intl.RelativeTimeFormat(`${locale}-u-nu-latn`, { numeric: 'always', style: 'long' }).format(Math.floor(seconds / size), unit);
}
