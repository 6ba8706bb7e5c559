import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import type { ChartSeries } from '../../../components/charts/bar-chart-scale.ts';

type PerDayRow = P2PStatistics['transactions']['perDay'][number];

const dayMs = 86_400_000;

/**
 * Every UTC day of the range, oldest first, ending on `lastDay` (YYYY-MM-DD). The API leaves out
 * days without trades; a chart that skipped them would squeeze a quiet week into nothing.
 */
export function daysEndingOn(lastDay: string, days: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  if (Number.isNaN(end) || days < 1) return [];
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * dayMs).toISOString().slice(0, 10));
}

export interface PerDayChart {
  days: string[];
  /** One series per coin, in `coinOrder` first and then any other coin the API sent. */
  series: ChartSeries[];
  /** The crypto volume of a day and coin, as the API's decimal string ("0" when none). */
  amountOf: (dayIndex: number, coin: string) => string;
}

/** Approved transactions per day, one stacked series per coin, with the days in between filled in. */
export function perDayChart(rows: readonly PerDayRow[], lastDay: string, days: number, coinOrder: readonly string[]): PerDayChart {
  const dayList = daysEndingOn(lastDay, days);
  const dayIndex = new Map(dayList.map((day, i) => [day, i]));
  const coins = [...coinOrder.filter((coin) => rows.some((r) => r.coin === coin))];
  for (const row of rows) if (!coins.includes(row.coin)) coins.push(row.coin);

  const counts = new Map(coins.map((coin) => [coin, new Array<number>(dayList.length).fill(0)]));
  const amounts = new Map<string, string>();
  for (const row of rows) {
    const index = dayIndex.get(row.day);
    const values = counts.get(row.coin);
    if (index === undefined || !values) continue;
    values[index] = (values[index] ?? 0) + row.count;
    amounts.set(`${index}|${row.coin}`, row.cryptoAmount);
  }

  return {
    days: dayList,
    series: coins.map((coin) => ({ key: coin, label: coin, values: counts.get(coin) ?? [] })),
    amountOf: (index, coin) => amounts.get(`${index}|${coin}`) ?? '0',
  };
}

/** The count of one status, 0 when the API has no row for it. */
export function countOf(rows: readonly { status: string; count: number }[], status: string): number {
  return rows.find((r) => r.status === status)?.count ?? 0;
}

/** Rows in a known order first (the lifecycle's), then any status the console does not know yet. */
export function inStatusOrder<R extends { status: string }>(rows: readonly R[], order: readonly string[]): R[] {
  const rank = (status: string) => {
    const i = order.indexOf(status);
    return i === -1 ? order.length : i;
  };
  return [...rows].sort((a, b) => rank(a.status) - rank(b.status));
}
