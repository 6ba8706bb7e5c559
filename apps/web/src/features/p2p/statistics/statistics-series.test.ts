import { describe, expect, it } from 'vitest';
import { countOf, daysEndingOn, inStatusOrder, perDayChart } from './statistics-series.ts';

describe('daysEndingOn', () => {
  it('lists every day of the range, oldest first, across a month end', () => {
    expect(daysEndingOn('2024-03-02', 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
  });

  it('is empty for a bad day or range', () => {
    expect(daysEndingOn('not a day', 7)).toEqual([]);
    expect(daysEndingOn('2024-03-02', 0)).toEqual([]);
  });
});

describe('perDayChart', () => {
  const rows = [
    { day: '2024-03-01', coin: 'ETH', count: 2, cryptoAmount: '1.50000000' },
    { day: '2024-03-01', coin: 'BTC', count: 1, cryptoAmount: '0.00012345' },
    { day: '2024-03-03', coin: 'BTC', count: 4, cryptoAmount: '123456789012.12345678' },
    { day: '2024-03-03', coin: 'DOGE', count: 1, cryptoAmount: '10' },
    // Outside the range: ignored rather than drawn at a wrong place.
    { day: '2024-02-01', coin: 'BTC', count: 9, cryptoAmount: '9' },
  ];

  it('fills the quiet days with zero and stacks one series per coin in the given order', () => {
    const chart = perDayChart(rows, '2024-03-03', 3, ['BTC', 'ETH', 'USDT']);
    expect(chart.days).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
    expect(chart.series.map((s) => s.key)).toEqual(['BTC', 'ETH', 'DOGE']);
    expect(chart.series.map((s) => s.values)).toEqual([
      [1, 0, 4],
      [2, 0, 0],
      [0, 0, 1],
    ]);
  });

  it('keeps the volumes as the decimal strings the API sent', () => {
    const chart = perDayChart(rows, '2024-03-03', 3, ['BTC', 'ETH']);
    expect(chart.amountOf(2, 'BTC')).toBe('123456789012.12345678');
    expect(chart.amountOf(0, 'BTC')).toBe('0.00012345');
    expect(chart.amountOf(1, 'BTC')).toBe('0');
  });
});

describe('status rows', () => {
  const rows = [
    { status: 'REJECTED', count: 3 },
    { status: 'SOMETHING_NEW', count: 1 },
    { status: 'REQUESTED', count: 7 },
  ];

  it('finds a count or gives 0', () => {
    expect(countOf(rows, 'REQUESTED')).toBe(7);
    expect(countOf(rows, 'APPROVED')).toBe(0);
  });

  it('orders known statuses by the lifecycle and unknown ones last', () => {
    expect(inStatusOrder(rows, ['REQUESTED', 'APPROVED', 'REJECTED']).map((r) => r.status)).toEqual([
      'REQUESTED',
      'REJECTED',
      'SOMETHING_NEW',
    ]);
  });
});
