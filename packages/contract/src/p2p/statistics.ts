import { z } from 'zod';

export const statisticsQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2).default(2),
  days: z.coerce.number().int().min(1).max(365).default(30),
});

// Sums are per coin or per fiat currency only: adding BTC to USDT, or EUR to NGN, means nothing.
const count = z.number().int();

export const p2pStatisticsSchema = z.object({
  generatedAt: z.string(),
  transactions: z.object({
    byStatus: z.array(z.object({ status: z.string(), count })),
    byCoin: z.array(z.object({ coin: z.string(), count, cryptoAmount: z.string() })),
    byFiat: z.array(z.object({ fiat: z.string(), count, fiatAmount: z.string() })),
    pendingWithdrawals: count,
    /** One row per day and coin within `days` (days without trades are absent), oldest first. */
    perDay: z.array(z.object({ day: z.string(), coin: z.string(), count, cryptoAmount: z.string() })),
  }),
  orders: z.object({ byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })) }),
  merchants: z.object({ total: z.number().int(), active: z.number().int(), online: z.number().int() }),
  ads: z.object({ total: z.number().int(), active: z.number().int() }),
  disputes: z.object({ open: z.number().int(), inReview: z.number().int(), slaBreached: z.number().int() }),
});
export type P2PStatistics = z.infer<typeof p2pStatisticsSchema>;
