import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cryptoWhitelist as wl, exchangeAddresses as x } from './crypto-tables.ts';

/** Addresses compare without case: an Ethereum address in another case is the same account. */
const sameAddress = (column: typeof x.address | typeof wl.address, address: string) => sql`lower(${column}) = lower(${address})`;

/** The exchange's own live wallet at this address on this network (FEX Whitelist), if it is one. */
export async function exchangeWalletAt(db: DbOrTx, networkId: string, address: string) {
  const [row] = await db.select({ id: x.id, kind: x.kind }).from(x).where(and(eq(x.networkId, networkId), sameAddress(x.address, address), isNull(x.removedAt)));
  return row;
}

/** The customer's live whitelist entry for this address on this network, with whether its cool-down is still running. */
export async function whitelistEntryOf(db: DbOrTx, customerId: string, networkId: string, address: string) {
  const [row] = await db
    .select({ id: wl.id, coolDownUntil: wl.coolDownUntil, inCoolDown: sql<boolean>`${wl.coolDownUntil} > now()` })
    .from(wl)
    .where(and(eq(wl.customerId, customerId), eq(wl.networkId, networkId), sameAddress(wl.address, address), isNull(wl.removedAt)));
  return row;
}
