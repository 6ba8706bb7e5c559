import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ADDRESS_PLACEHOLDER, explorerLink } from '@exchange/contract/crypto/crypto-rules';
import type { ExchangeAddress, WhitelistAddress, listExchangeAddressesQuerySchema, listWhitelistQuerySchema } from '@exchange/contract/crypto/crypto-whitelist';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { cryptoNetworks as n, cryptoWhitelist as wl, exchangeAddresses as x } from './crypto-tables.ts';

type WhitelistFilters = z.infer<typeof listWhitelistQuerySchema>;
type ExchangeAddressFilters = z.infer<typeof listExchangeAddressesQuerySchema>;
const adder = alias(admins, 'adder');
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

const selectWhitelist = (db: DbOrTx) =>
  db
    .select({
      id: wl.id,
      customerId: wl.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
      coin: n.coin,
      networkId: n.id,
      networkCode: n.code,
      networkName: n.name,
      addressTemplate: n.addressExplorerUrl,
      address: wl.address,
      label: wl.label,
      reason: wl.reason,
      addedBy: wl.addedBy,
      adderName: adder.name,
      addedAt: wl.addedAt,
      coolDownUntil: wl.coolDownUntil,
      inCoolDown: sql<boolean>`${wl.coolDownUntil} > now()`,
    })
    .from(wl)
    .innerJoin(customers, eq(customers.id, wl.customerId))
    .innerJoin(n, eq(n.id, wl.networkId))
    .leftJoin(adder, eq(adder.id, wl.addedBy));
type WhitelistRow = Awaited<ReturnType<typeof selectWhitelist>>[number];

const toWhitelistAddress = (r: WhitelistRow): WhitelistAddress => ({
  id: r.id,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  coin: r.coin as WhitelistAddress['coin'],
  network: { id: r.networkId, code: r.networkCode, name: r.networkName },
  address: r.address,
  label: r.label,
  reason: r.reason,
  addedBy: person(r.addedBy, r.adderName),
  addedAt: r.addedAt.toISOString(),
  coolDownUntil: r.coolDownUntil.toISOString(),
  inCoolDown: r.inCoolDown,
  addressUrl: explorerLink(r.addressTemplate, ADDRESS_PLACEHOLDER, r.address),
});

const whitelistFilters = defineFilters<WhitelistFilters>({
  customerId: (v) => eq(wl.customerId, v),
  coin: (v) => eq(n.coin, v),
  address: (v) => ilike(wl.address, containing(v)),
});

/** The live whitelist entries, newest first. */
export async function listWhitelist(db: DbOrTx, f: WhitelistFilters): Promise<ListResponse<WhitelistAddress>> {
  const list = await listPage(db, {
    select: selectWhitelist(db).$dynamic(),
    count: db.select({ one: sql`1` }).from(wl).innerJoin(n, eq(n.id, wl.networkId)).$dynamic(),
    where: and(isNull(wl.removedAt), whitelistFilters.where(f)),
    orderBy: [desc(wl.addedAt), desc(wl.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toWhitelistAddress) };
}

export async function getWhitelistAddress(db: DbOrTx, id: string, options: { withRemoved?: boolean } = {}): Promise<WhitelistAddress> {
  const [row] = await selectWhitelist(db).where(and(eq(wl.id, id), options.withRemoved ? undefined : isNull(wl.removedAt)));
  if (!row) throw notFound('cryptoWhitelist.notFound', 'Whitelist address');
  return toWhitelistAddress(row);
}

const selectExchangeAddresses = (db: DbOrTx) =>
  db
    .select({
      id: x.id,
      coin: n.coin,
      networkId: n.id,
      networkCode: n.code,
      networkName: n.name,
      addressTemplate: n.addressExplorerUrl,
      address: x.address,
      kind: x.kind,
      label: x.label,
      addedBy: x.addedBy,
      adderName: adder.name,
      addedAt: x.addedAt,
    })
    .from(x)
    .innerJoin(n, eq(n.id, x.networkId))
    .leftJoin(adder, eq(adder.id, x.addedBy));
type ExchangeRow = Awaited<ReturnType<typeof selectExchangeAddresses>>[number];

const toExchangeAddress = (r: ExchangeRow): ExchangeAddress => ({
  id: r.id,
  coin: r.coin as ExchangeAddress['coin'],
  network: { id: r.networkId, code: r.networkCode, name: r.networkName },
  address: r.address,
  kind: r.kind as ExchangeAddress['kind'],
  label: r.label,
  addedBy: person(r.addedBy, r.adderName),
  addedAt: r.addedAt.toISOString(),
  addressUrl: explorerLink(r.addressTemplate, ADDRESS_PLACEHOLDER, r.address),
});

const exchangeFilters = defineFilters<ExchangeAddressFilters>({
  coin: (v) => eq(n.coin, v),
  kind: (v) => eq(x.kind, v),
});

export async function listExchangeAddresses(db: DbOrTx, f: ExchangeAddressFilters): Promise<ListResponse<ExchangeAddress>> {
  const list = await listPage(db, {
    select: selectExchangeAddresses(db).$dynamic(),
    count: db.select({ one: sql`1` }).from(x).innerJoin(n, eq(n.id, x.networkId)).$dynamic(),
    where: and(isNull(x.removedAt), exchangeFilters.where(f)),
    orderBy: [n.coin, n.code, x.kind, desc(x.addedAt), x.id],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toExchangeAddress) };
}

export async function getExchangeAddress(db: DbOrTx, id: string, options: { withRemoved?: boolean } = {}): Promise<ExchangeAddress> {
  const [row] = await selectExchangeAddresses(db).where(and(eq(x.id, id), options.withRemoved ? undefined : isNull(x.removedAt)));
  if (!row) throw notFound('fexAddress.notFound', 'Exchange address');
  return toExchangeAddress(row);
}
