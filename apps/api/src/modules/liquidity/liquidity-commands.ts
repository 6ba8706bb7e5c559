import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LiquidityVenue, ReportLiquidityBalancesResult, reportLiquidityBalancesSchema, setLiquidityThresholdSchema } from '@exchange/contract/liquidity/liquidity';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { emitEvent } from '../integration/emit-event.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { getVenue } from './liquidity-queries.ts';
import { liquidityAlerts as al, liquidityVenues as lv } from './liquidity-tables.ts';

interface VenueKey {
  coin: string;
  venueKind: string;
  venueName: string;
}

/** How far in the future a report's `observedAt` may be (clocks differ a little). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The venue's row, made on first mention and locked for the rest of the caller's transaction. */
async function lockVenue(tx: Tx, key: VenueKey) {
  await tx.insert(lv).values({ coin: key.coin, kind: key.venueKind, name: key.venueName }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(lv)
    .where(and(eq(lv.coin, key.coin), eq(lv.kind, key.venueKind), sql`lower(${lv.name}) = lower(${key.venueName})`))
    .for('update');
  if (!row) throw new Error(`liquidity venue ${key.coin} ${key.venueKind} ${key.venueName} was not made`);
  return row;
}

/**
 * After a venue's balance or threshold changed (its row locked): a balance below the threshold
 * with no alert open raises one, with its `liquidity.low` event in the outbox, in this same
 * transaction; a balance back at or above it (or a threshold lowered or cleared) closes the open
 * alert. So one fall makes one event, however many reports repeat it, until it recovers.
 */
async function judge(tx: Tx, venue: typeof lv.$inferSelect): Promise<void> {
  const low = venue.balance !== null && venue.minBalance !== null && toUnits(venue.balance) < toUnits(venue.minBalance);
  if (low && !venue.openAlertId && venue.balance !== null && venue.minBalance !== null) {
    const alertId = randomUUID();
    const data = { alertId, venueId: venue.id, coin: venue.coin, venueKind: venue.kind, venueName: venue.name, balance: trimAmount(venue.balance), minBalance: trimAmount(venue.minBalance) };
    const eventId = await emitEvent(tx, { type: 'liquidity.low', subjectType: 'LIQUIDITY_ALERT', subjectId: alertId, data });
    await tx.insert(al).values({ id: alertId, venueId: venue.id, balance: venue.balance, minBalance: venue.minBalance, eventId });
    await tx.update(lv).set({ openAlertId: alertId }).where(eq(lv.id, venue.id));
  } else if (!low && venue.openAlertId) {
    await tx.update(al).set({ recoveredAt: sql`now()` }).where(eq(al.id, venue.openAlertId));
    await tx.update(lv).set({ openAlertId: null }).where(eq(lv.id, venue.id));
  }
}

/**
 * The treasury service's report of venues' balances, in the caller's transaction (the /platform
 * route's, with its Idempotency-Key). Each balance replaces the venue's unless the venue holds a
 * later one already (`applied` false: reports may arrive out of order); each applied one is judged
 * against its threshold. One audit row names the report.
 */
export async function reportLiquidityBalances(tx: Tx, input: z.infer<typeof reportLiquidityBalancesSchema>, actor: Actor): Promise<ReportLiquidityBalancesResult> {
  const now = Date.now();
  input.balances.forEach((b, index) => {
    if (b.observedAt && Date.parse(b.observedAt) > now + CLOCK_SKEW_MS) {
      throw badField(`balances.${index}.observedAt`, 'liquidity.observedInFuture', 'lies in the future');
    }
  });
  const items: ReportLiquidityBalancesResult['items'] = [];
  for (const b of input.balances) {
    const venue = await lockVenue(tx, b);
    const observedAt = b.observedAt ? new Date(b.observedAt) : new Date(now);
    const applied = !venue.reportedAt || venue.reportedAt.getTime() <= observedAt.getTime();
    if (applied) {
      const [updated] = await tx
        .update(lv)
        .set({ balance: b.balance, reportedAt: observedAt, reportedBy: actor.serviceAccountId ?? null })
        .where(eq(lv.id, venue.id))
        .returning();
      if (updated) await judge(tx, updated);
    }
    items.push({ ...(await getVenue(tx, venue.id)), applied });
  }
  await writeAudit(tx, actor, {
    action: 'liquidity.balances.report',
    outcome: 'SUCCESS',
    targetType: 'liquidity_report',
    targetId: randomUUID(),
    after: { balances: items.map((x) => ({ venueId: x.id, coin: x.coin, venueKind: x.venueKind, venueName: x.venueName, balance: x.balance, applied: x.applied })) },
  });
  return { items };
}

/** An admin sets or clears a venue's threshold; the venue is judged against it at once. Setting the same value changes nothing. */
export async function setLiquidityThreshold(db: Db, input: z.infer<typeof setLiquidityThresholdSchema>, actor: Actor): Promise<LiquidityVenue> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const venue = await lockVenue(tx, input);
    const before = venue.minBalance === null ? null : trimAmount(venue.minBalance);
    const after = input.minBalance === null ? null : trimAmount(input.minBalance);
    if (before !== after) {
      const [updated] = await tx
        .update(lv)
        .set({ minBalance: input.minBalance, thresholdSetBy: adminId, thresholdSetAt: sql`now()` })
        .where(eq(lv.id, venue.id))
        .returning();
      if (updated) await judge(tx, updated);
    }
    await writeAudit(tx, actor, {
      action: 'liquidity.threshold.set',
      outcome: 'SUCCESS',
      targetType: 'liquidity_venue',
      targetId: venue.id,
      before: { minBalance: before },
      after: { coin: venue.coin, venueKind: venue.kind, venueName: venue.name, minBalance: after },
      detail: before === after ? 'unchanged' : undefined,
    });
    return venue.id;
  });
  return getVenue(db, id);
}
