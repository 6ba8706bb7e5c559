import { parse } from 'csv-parse/sync';
import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { isStorableDate } from '@exchange/contract/platform/dates';
import { WATCHLIST_CSV_COLUMNS, WATCHLIST_ENTRY_NAME_MAX, WATCHLIST_LIST_NAME_MAX, WATCHLIST_ROWS_MAX } from '@exchange/contract/screening/screening-rules';
import { badField } from '../../platform/errors.ts';

export interface WatchlistRow {
  /** In the file, the header being row 1. */
  rowNumber: number;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  country: string | null;
  listName: string;
}

const countries = new Set<string>(ISO_COUNTRY_CODES);
const FIELD = 'csv';

/**
 * Parses an uploaded watchlist (csv-parse: quotes, embedded commas and line breaks, a BOM) and checks
 * it row by row. The first problem is a 400 on the field `csv` naming its row and column.
 */
export function parseWatchlistCsv(text: string): WatchlistRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: true });
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    throw badField(FIELD, 'screening.csvMalformed', `is not valid CSV near row ${line}`, { row: line });
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badField(FIELD, 'screening.csvEmpty', 'has no rows under its header');
  const expected = WATCHLIST_CSV_COLUMNS.join(',');
  if (header.map((h) => h.toLowerCase()).join(',') !== expected) {
    throw badField(FIELD, 'screening.csvColumns', `must have the header ${expected}`, { values: expected });
  }
  if (rows.length > WATCHLIST_ROWS_MAX) throw badField(FIELD, 'screening.csvTooManyRows', `has more than ${WATCHLIST_ROWS_MAX} rows`, { max: WATCHLIST_ROWS_MAX });

  return rows.map((cells, index) => {
    const row = index + 2;
    const [name = '', aliases = '', dateOfBirth = '', country = '', listName = ''] = cells;
    const required = (column: string, value: string, max: number) => {
      if (!value) throw badField(FIELD, 'screening.csvRequired', `row ${row}, column ${column}: is required`, { row, column });
      if (value.length > max) throw badField(FIELD, 'screening.csvTooLong', `row ${row}, column ${column}: is longer than ${max} characters`, { row, column, max });
    };
    required('name', name, WATCHLIST_ENTRY_NAME_MAX);
    required('list', listName, WATCHLIST_LIST_NAME_MAX);
    const aliasList = aliases.split(';').map((a) => a.trim()).filter(Boolean);
    for (const alias of aliasList) {
      if (alias.length > WATCHLIST_ENTRY_NAME_MAX) throw badField(FIELD, 'screening.csvTooLong', `row ${row}, column aliases: an alias is longer than ${WATCHLIST_ENTRY_NAME_MAX} characters`, { row, column: 'aliases', max: WATCHLIST_ENTRY_NAME_MAX });
    }
    if (dateOfBirth && !(/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && !Number.isNaN(Date.parse(`${dateOfBirth}T00:00:00Z`)) && new Date(`${dateOfBirth}T00:00:00Z`).toISOString().startsWith(dateOfBirth) && isStorableDate(dateOfBirth))) {
      throw badField(FIELD, 'screening.csvBadDate', `row ${row}, column date_of_birth: must be a date YYYY-MM-DD`, { row, column: 'date_of_birth' });
    }
    const code = country.toUpperCase();
    if (code && !countries.has(code)) throw badField(FIELD, 'screening.csvBadCountry', `row ${row}, column country: must be an ISO 3166-1 alpha-2 code`, { row, column: 'country' });
    return { rowNumber: row, name, aliases: aliasList, dateOfBirth: dateOfBirth || null, country: code || null, listName };
  });
}
