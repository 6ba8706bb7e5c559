/**
 * One CSV cell (RFC 4180), made safe for spreadsheets: a value starting with = + - @ tab or CR
 * gets a leading apostrophe so it is never run as a formula. The database applies the same rule
 * in csv_formula_safe() when PostgreSQL writes the CSV itself.
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\n`;
