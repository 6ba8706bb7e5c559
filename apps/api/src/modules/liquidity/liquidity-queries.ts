import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIQUIDITY_ALERTS_SHOWN, type LiquidityVenueKind, type LiquidityVenueStatus } from '@exchange/contract/liquidity/liquidity-rules';
import type { LiquidityAlert, LiquidityCoin, LiquidityOverview, LiquidityVenue } from '@exchange/contract/liquidity/liquidity';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { liabilitiesByAsset } from '../dashboard/dashboard-liabilities.ts';
import { serviceAccounts } from '../integration/integration-tables.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { liquidityAlerts as al, liquidityVenues as lv } from './liquidity-tables.ts';

const openAlert = alias(al, 'open_alert');

export function selectVenues(db: DbOrTx) {
  return db
    .select({
      id: lv.id,
      coin: lv.coin,
      kind: lv.kind,
      name: lv.name,
      balance: lv.balance,
      reportedAt: lv.reportedAt,
      reportedBy: lv.reportedBy,
      reporterName: serviceAccounts.name,
      minBalance: lv.minBalance,
      thresholdSetBy: lv.thresholdSetBy,
      setterName: admins.name,
      thresholdSetAt: lv.thresholdSetAt,
      lowSince: openAlert.raisedAt,
    })
    .from(lv)
    .leftJoin(serviceAccounts, eq(serviceAccounts.id, lv.reportedBy))
    .leftJoin(admins, eq(admins.id, lv.thresholdSetBy))
    .leftJoin(openAlert, eq(openAlert.id, lv.openAlertId))
    .$dynamic();
}

type VenueRow = Awaited<ReturnType<typeof selectVenues>>[number];

function statusOf(r: Pick<VenueRow, 'balance' | 'minBalance' | 'lowSince'>): LiquidityVenueStatus {
  if (r.minBalance === null) return 'NO_THRESHOLD';
  if (r.balance === null) return 'NOT_REPORTED';
  return r.lowSince ? 'LOW' : 'OK';
}

export const toVenue = (r: VenueRow): LiquidityVenue => ({
  id: r.id,
  coin: r.coin as Coin,
  // Written only by the API, through the contract's enum (and the table's CHECK).
  venueKind: r.kind as LiquidityVenueKind,
  venueName: r.name,
  balance: r.balance === null ? null : trimAmount(r.balance),
  reportedAt: r.reportedAt?.toISOString() ?? null,
  reportedBy: r.reportedBy ? { id: r.reportedBy, name: r.reporterName ?? '' } : null,
  minBalance: r.minBalance === null ? null : trimAmount(r.minBalance),
  thresholdSetBy: r.thresholdSetBy ? { id: r.thresholdSetBy, name: r.setterName ?? '' } : null,
  thresholdSetAt: r.thresholdSetAt?.toISOString() ?? null,
  status: statusOf(r),
  lowSince: r.lowSince?.toISOString() ?? null,
});

export async function getVenue(db: DbOrTx, id: string): Promise<LiquidityVenue> {
  const [row] = await selectVenues(db).where(eq(lv.id, id));
  if (!row) throw new Error(`liquidity venue ${id} vanished`);
  return toVenue(row);
}

/** Holdings as a percent of liabilities, to 2 decimals (rounded down); null when nothing is owed. */
export function coverageOf(holdings: string, liabilities: string): string | null {
  const owed = toUnits(liabilities);
  if (owed <= 0n) return null;
  const hundredths = (toUnits(holdings) * 10_000n) / owed;
  const whole = hundredths / 100n;
  const rest = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}

/**
 * Liquidity Monitoring: per listed coin, what customers are owed (the ledger, as the dashboard
 * reads it: available, held and in Earn) against what the venues report holding; every venue with
 * its balance against its threshold; the open alerts and the latest recovered ones.
 */
export async function liquidityOverview(db: DbOrTx): Promise<LiquidityOverview> {
  const [coins, liabilities, venueRows, alertRows] = await Promise.all([
    db.select({ code: cryptoCoins.code }).from(cryptoCoins).orderBy(asc(cryptoCoins.sortOrder), asc(cryptoCoins.code)),
    liabilitiesByAsset(db),
    selectVenues(db).orderBy(asc(lv.coin), asc(lv.kind), asc(sql`lower(${lv.name})`)),
    db
      .select({
        id: al.id,
        venueId: al.venueId,
        coin: lv.coin,
        kind: lv.kind,
        name: lv.name,
        balance: al.balance,
        minBalance: al.minBalance,
        raisedAt: al.raisedAt,
        recoveredAt: al.recoveredAt,
        eventId: al.eventId,
      })
      .from(al)
      .innerJoin(lv, eq(lv.id, al.venueId))
      .orderBy(sql`${al.recoveredAt} is not null`, desc(al.raisedAt), desc(al.id))
      .limit(LIQUIDITY_ALERTS_SHOWN),
  ]);
  const venues = venueRows.map(toVenue);
  const owed = new Map(liabilities.map((l) => [l.asset, l.liabilities]));
  const summary: LiquidityCoin[] = coins.map(({ code }) => {
    const own = venues.filter((x) => x.coin === code);
    const holdings = fromUnits(own.reduce((sum, x) => sum + (x.balance === null ? 0n : toUnits(x.balance)), 0n));
    const liabilitiesOf = trimAmount(owed.get(code) ?? '0');
    return {
      coin: code as Coin,
      liabilities: liabilitiesOf,
      holdings,
      coverage: coverageOf(holdings, liabilitiesOf),
      venues: own.length,
      lowVenues: own.filter((x) => x.status === 'LOW').length,
    };
  });
  const alerts: LiquidityAlert[] = alertRows.map((r) => ({
    id: r.id,
    venueId: r.venueId,
    coin: r.coin as Coin,
    venueKind: r.kind as LiquidityVenueKind,
    venueName: r.name,
    balance: trimAmount(r.balance),
    minBalance: trimAmount(r.minBalance),
    raisedAt: r.raisedAt.toISOString(),
    recoveredAt: r.recoveredAt?.toISOString() ?? null,
    eventId: r.eventId,
  }));
  return { coins: summary, venues, alerts, generatedAt: new Date().toISOString() };
}
