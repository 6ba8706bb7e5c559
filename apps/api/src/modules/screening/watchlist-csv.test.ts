import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { parseWatchlistCsv } from './watchlist-csv.ts';

const header = 'name,aliases,date_of_birth,country,list';
const refusal = (csv: string) => {
  try {
    parseWatchlistCsv(csv);
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, params: err.params, field: err.details?.[0]?.field };
    throw err;
  }
  throw new Error('accepted');
};

describe('watchlist CSV', () => {
  it('reads quoted cells, ;-separated aliases, optional date and country, a BOM', () => {
    const rows = parseWatchlistCsv(`\uFEFF${header}\n"Petrov, Ivan","I. Petrov; Ivan P.",1970-05-01,ru,OFAC SDN\nAcme Trading LLC,,,,EU Consolidated\n`);
    expect(rows).toEqual([
      { rowNumber: 2, name: 'Petrov, Ivan', aliases: ['I. Petrov', 'Ivan P.'], dateOfBirth: '1970-05-01', country: 'RU', listName: 'OFAC SDN' },
      { rowNumber: 3, name: 'Acme Trading LLC', aliases: [], dateOfBirth: null, country: null, listName: 'EU Consolidated' },
    ]);
  });

  it.each([
    ['', 'screening.csvEmpty', undefined],
    [`${header}\n`, 'screening.csvEmpty', undefined],
    ['name,list\nA,B', 'screening.csvColumns', { values: header }],
    [`${header}\nA,,,,L\n,,,,L`, 'screening.csvRequired', { row: 3, column: 'name' }],
    [`${header}\nA,,,,`, 'screening.csvRequired', { row: 2, column: 'list' }],
    [`${header}\nA,,1970-02-30,,L`, 'screening.csvBadDate', { row: 2, column: 'date_of_birth' }],
    [`${header}\nA,,05/01/1970,,L`, 'screening.csvBadDate', { row: 2, column: 'date_of_birth' }],
    [`${header}\nA,,,XX,L`, 'screening.csvBadCountry', { row: 2, column: 'country' }],
    [`${header}\nA,,,,L,extra`, 'screening.csvMalformed', { row: 2 }],
    [`${header}\n"A,,,,L`, 'screening.csvMalformed', { row: 2 }],
    [`${header}\n${'x'.repeat(201)},,,,L`, 'screening.csvTooLong', { row: 2, column: 'name', max: 200 }],
  ])('refuses %j with %s', (csv, code, params) => {
    expect(refusal(csv)).toEqual({ code, params, field: 'csv' });
  });
});
