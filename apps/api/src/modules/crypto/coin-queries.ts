import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoinChange, CryptoCoin, CryptoNetwork, listCoinChangesQuerySchema, listCryptoCoinsQuerySchema } from '@exchange/contract/crypto/crypto-coins';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from './crypto-network-rules.ts';
import { cryptoCoinChanges as ch, cryptoCoins as c, cryptoNetworks as n } from './crypto-tables.ts';

type CoinFilters = z.infer<typeof listCryptoCoinsQuerySchema>;
type ChangeFilters = z.infer<typeof listCoinChangesQuerySchema>;

const toNetwork = (r: typeof n.$inferSelect): CryptoNetwork => ({
  id: r.id,
  coin: r.coin as CryptoNetwork['coin'],
  code: r.code,
  name: r.name,
  depositEnabled: r.depositEnabled,
  withdrawalEnabled: r.withdrawalEnabled,
  withdrawalFee: trimAmount(r.withdrawalFee),
  minWithdrawal: trimAmount(r.minWithdrawal),
  maxWithdrawal: r.maxWithdrawal === null ? null : trimAmount(r.maxWithdrawal),
  minDeposit: trimAmount(r.minDeposit),
  decimals: r.decimals,
  requiredConfirmations: r.requiredConfirmations,
  addressExplorerUrl: r.addressExplorerUrl,
  txExplorerUrl: r.txExplorerUrl,
  updatedAt: r.updatedAt.toISOString(),
});

const coinFilters = defineFilters<CoinFilters>({
  active: (v) => eq(c.active, v === 'true'),
  search: (v) => or(ilike(c.code, containing(v)), ilike(c.name, containing(v))),
});

/** Manage Crypto Coins: the coins in their order, each with its networks. */
export async function listCryptoCoins(db: DbOrTx, f: CoinFilters): Promise<ListResponse<CryptoCoin>> {
  const list = await listPage(db, {
    select: db.select().from(c).$dynamic(),
    count: c,
    where: coinFilters.where(f),
    orderBy: [asc(c.sortOrder), asc(c.code)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  const codes = list.items.map((coin) => coin.code);
  const networks = codes.length ? await db.select().from(n).where(inArray(n.coin, codes)).orderBy(asc(n.code)) : [];
  return {
    ...list,
    items: list.items.map((coin) => ({
      code: coin.code as CryptoCoin['code'],
      name: coin.name,
      active: coin.active,
      networks: networks.filter((net) => net.coin === coin.code).map(toNetwork),
      updatedAt: coin.updatedAt.toISOString(),
    })),
  };
}

export async function getCryptoCoin(db: DbOrTx, code: string): Promise<CryptoCoin> {
  const [coin] = await db.select().from(c).where(eq(c.code, code));
  if (!coin) throw notFound('crypto.coinNotFound', 'Coin');
  const networks = await db.select().from(n).where(eq(n.coin, code)).orderBy(asc(n.code));
  return { code: coin.code as CryptoCoin['code'], name: coin.name, active: coin.active, networks: networks.map(toNetwork), updatedAt: coin.updatedAt.toISOString() };
}

export async function getCryptoNetwork(db: DbOrTx, id: string): Promise<CryptoNetwork> {
  const [row] = await db.select().from(n).where(eq(n.id, id));
  if (!row) throw notFound('crypto.networkNotFound', 'Network');
  return toNetwork(row);
}

/** A coin's change history (its activation and its networks' fields), newest first. */
export async function listCoinChanges(db: DbOrTx, coin: string, f: ChangeFilters): Promise<ListResponse<CoinChange>> {
  await getCryptoCoin(db, coin);
  const list = await listPage(db, {
    select: db
      .select({
        id: ch.id,
        coin: ch.coin,
        networkId: ch.networkId,
        networkCode: n.code,
        field: ch.field,
        before: ch.before,
        after: ch.after,
        reason: ch.reason,
        changedBy: ch.changedBy,
        changerName: admins.name,
        changedAt: ch.changedAt,
      })
      .from(ch)
      .innerJoin(admins, eq(admins.id, ch.changedBy))
      .leftJoin(n, eq(n.id, ch.networkId))
      .$dynamic(),
    count: ch,
    where: and(eq(ch.coin, coin), f.networkId ? eq(ch.networkId, f.networkId) : undefined),
    // The fields of one edit share its time: they read in a stable order beneath it.
    orderBy: [desc(ch.changedAt), asc(ch.field), desc(ch.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((r) => ({
      id: r.id,
      coin: r.coin as CoinChange['coin'],
      network: r.networkId && r.networkCode ? { id: r.networkId, code: r.networkCode } : null,
      field: r.field as CoinChange['field'],
      before: r.before,
      after: r.after,
      reason: r.reason,
      changedBy: { id: r.changedBy, name: r.changerName },
      changedAt: r.changedAt.toISOString(),
    })),
  };
}

export const networkCount = (db: DbOrTx) => db.select({ count: sql<number>`count(*)::int` }).from(n);
