import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AddExchangeAddress, AddWhitelistAddress, ExchangeAddress, WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import { WHITELIST_COOL_DOWN_HOURS } from '@exchange/contract/crypto/crypto-rules';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, conflictOn } from '../../platform/errors.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { exchangeWalletAt, whitelistEntryOf } from './address-checks.ts';
import { networkOf } from './crypto-network-rules.ts';
import { cryptoWhitelist as wl, exchangeAddresses as x } from './crypto-tables.ts';
import { getExchangeAddress, getWhitelistAddress } from './whitelist-queries.ts';

/**
 * Adds an allowed withdrawal address for a customer on a network, with a reason. Withdrawals to it
 * are held for a person's judgement for WHITELIST_COOL_DOWN_HOURS. One of the exchange's own
 * wallets is refused: a customer never withdraws to the exchange.
 */
export async function addWhitelistAddress(db: Db, body: AddWhitelistAddress, actor: Actor): Promise<WhitelistAddress> {
  const adminId = actor.id;
  const id = await db.transaction(async (tx) => {
    const customer = await getCustomer(tx, body.customerId);
    const net = await networkOf(tx, body);
    if (await exchangeWalletAt(tx, net.id, body.address)) {
      throw conflictOn('address', 'cryptoWhitelist.exchangeAddress', "This address is one of the exchange's own wallets (FEX Whitelist): a customer cannot whitelist it");
    }
    if (await whitelistEntryOf(tx, customer.id, net.id, body.address)) throw conflictOn('address', 'cryptoWhitelist.exists', 'This address is on the customer’s whitelist already');
    // Two admins adding the same address at once: the partial unique index lets one in.
    const [made] = await tx
      .insert(wl)
      .values({
        customerId: customer.id,
        networkId: net.id,
        address: body.address,
        label: body.label ?? null,
        reason: body.reason,
        addedBy: adminId,
        coolDownUntil: sql`now() + make_interval(hours => ${WHITELIST_COOL_DOWN_HOURS})`,
      })
      .onConflictDoNothing()
      .returning({ id: wl.id });
    if (!made) throw conflictOn('address', 'cryptoWhitelist.exists', 'This address is on the customer’s whitelist already');
    await writeAudit(tx, actor, {
      action: 'crypto.whitelist.add',
      outcome: 'SUCCESS',
      targetType: 'crypto_whitelist',
      targetId: made.id,
      customerId: customer.id,
      after: { coin: net.coin, network: net.code, address: body.address, label: body.label, reason: body.reason, coolDownHours: WHITELIST_COOL_DOWN_HOURS },
    });
    return made.id;
  });
  return getWhitelistAddress(db, id);
}

/** Removes an address from a customer's whitelist, with a reason; withdrawals already requested to it keep their course. */
export async function removeWhitelistAddress(db: Db, id: string, reason: string, actor: Actor): Promise<WhitelistAddress> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await getWhitelistAddress(tx, id);
    const [changed] = await tx
      .update(wl)
      .set({ removedBy: adminId, removedAt: sql`now()`, removeReason: reason })
      .where(and(eq(wl.id, id), isNull(wl.removedAt)))
      .returning({ id: wl.id });
    if (!changed) throw conflict('cryptoWhitelist.notFound', 'This address was removed from the whitelist already');
    await writeAudit(tx, actor, {
      action: 'crypto.whitelist.remove',
      outcome: 'SUCCESS',
      targetType: 'crypto_whitelist',
      targetId: id,
      customerId: before.customer.id,
      before: { coin: before.coin, network: before.network.code, address: before.address },
      after: { removed: true, reason },
    });
  });
  return getWhitelistAddress(db, id, { withRemoved: true });
}

/** Adds one of the exchange's own wallets (FEX Whitelist) on a network. */
export async function addExchangeAddress(db: Db, body: AddExchangeAddress, actor: Actor): Promise<ExchangeAddress> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const net = await networkOf(tx, body);
    const [made] = await tx
      .insert(x)
      .values({ networkId: net.id, address: body.address, kind: body.kind, label: body.label ?? null, reason: body.reason, addedBy: adminId })
      .onConflictDoNothing()
      .returning({ id: x.id });
    if (!made) throw conflictOn('address', 'fexAddress.exists', "This address is on the exchange's list already");
    await writeAudit(tx, actor, {
      action: 'crypto.fex.add',
      outcome: 'SUCCESS',
      targetType: 'crypto_exchange_address',
      targetId: made.id,
      after: { coin: net.coin, network: net.code, address: body.address, kind: body.kind, label: body.label, reason: body.reason },
    });
    return made.id;
  });
  return getExchangeAddress(db, id);
}

export async function removeExchangeAddress(db: Db, id: string, reason: string, actor: Actor): Promise<ExchangeAddress> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await getExchangeAddress(tx, id);
    const [changed] = await tx
      .update(x)
      .set({ removedBy: adminId, removedAt: sql`now()`, removeReason: reason })
      .where(and(eq(x.id, id), isNull(x.removedAt)))
      .returning({ id: x.id });
    if (!changed) throw conflict('fexAddress.notFound', "This address was removed from the exchange's list already");
    await writeAudit(tx, actor, {
      action: 'crypto.fex.remove',
      outcome: 'SUCCESS',
      targetType: 'crypto_exchange_address',
      targetId: id,
      before: { coin: before.coin, network: before.network.code, address: before.address, kind: before.kind },
      after: { removed: true, reason },
    });
  });
  return getExchangeAddress(db, id, { withRemoved: true });
}
