import { eq } from 'drizzle-orm';
import type { LiquidityVenueKind } from '@exchange/contract/liquidity/liquidity-rules';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { liabilitiesByAsset } from '../dashboard/dashboard-liabilities.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { fromUnits, toUnits } from '../ledger/ledger-amounts.ts';
import { reportLiquidityBalances, setLiquidityThreshold } from './liquidity-commands.ts';

/** Each venue's share of what customers are owed in its coin, in percent, and its threshold's share. */
const venues: { kind: LiquidityVenueKind; name: string; share: bigint; threshold: bigint }[] = [
  { kind: 'HOT_WALLET', name: 'Main hot wallet', share: 18n, threshold: 10n },
  { kind: 'COLD_WALLET', name: 'Cold vault', share: 75n, threshold: 50n },
  { kind: 'LIQUIDITY_PROVIDER', name: 'Binance', share: 12n, threshold: 5n },
];

/** A share of an amount, rounded down as a treasury reports it: whole units of a stablecoin, 4 decimals of another coin. */
function part(of: string, percent: bigint, coin: string): string {
  const step = 10n ** (coin === 'USDT' || coin === 'USDC' ? 18n : 14n);
  return trimAmount(fromUnits(((toUnits(of) * percent) / 100n / step) * step));
}

/**
 * The treasury service's report of every venue, sized on what customers are owed (so that the
 * coverage reads like a real one), Tara's thresholds; and USDT's hot wallet drained below its
 * threshold by a later report: one open alert, with its liquidity.low event.
 */
export async function generateLiquidityDemoData(db: Db) {
  const [tara] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'treasury@demo.example'));
  if (!tara) return;
  const actor: Actor = { id: tara.id, email: tara.email, ip: '10.0.0.12', userAgent: 'demo-data' };
  const treasury = await serviceAccountActor(db, 'Treasury service', actor);
  const owed = (await liabilitiesByAsset(db)).filter((l) => ['BTC', 'ETH', 'USDT', 'USDC', 'BNB'].includes(l.asset) && toUnits(l.liabilities) > 0n);
  const balances = owed.flatMap((l) => venues.map((v) => ({ coin: l.asset as Coin, venueKind: v.kind, venueName: v.name, balance: part(l.liabilities, v.share, l.asset) })));
  if (balances.length === 0) return;
  await db.transaction((tx) => reportLiquidityBalances(tx, { balances }, treasury));
  for (const l of owed) {
    for (const v of venues) await setLiquidityThreshold(db, { coin: l.asset as Coin, venueKind: v.kind, venueName: v.name, minBalance: part(l.liabilities, v.threshold, l.asset) }, actor);
  }
  const usdt = owed.find((l) => l.asset === 'USDT');
  if (usdt) await db.transaction((tx) => reportLiquidityBalances(tx, { balances: [{ coin: 'USDT', venueKind: 'HOT_WALLET', venueName: 'Main hot wallet', balance: part(usdt.liabilities, 6n, 'USDT') }] }, treasury));
}
