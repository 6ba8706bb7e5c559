import { desc, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Policy } from '@exchange/contract/access/policies';
import type { SearchHit, SearchKind } from '@exchange/contract/search/search';
import type { DbOrTx } from '../../platform/db/database.ts';
import { searchCondition, searchValues } from '../customers/customer-search.ts';
import { customers } from '../customers/customer-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoDeposits, cryptoWithdrawals } from '../crypto/crypto-tables.ts';
import { fiatDeposits, fiatWithdrawals } from '../fiat/fiat-tables.ts';
import { orderDisputes } from '../p2p/disputes/dispute-tables.ts';
import { p2pOrders } from '../p2p/orders/order-tables.ts';
import { p2pTransactions } from '../p2p/transactions/transaction-tables.ts';

/**
 * One kind of record the header search finds: the policy that lets an admin read it (a provider
 * whose policy the admin lacks is not queried at all) and a lookup that must use an index, since
 * every key stroke runs all of them. An area adds its provider to SEARCH_PROVIDERS (and its kind
 * to SEARCH_KINDS in the contract).
 */
export interface SearchProvider {
  kind: SearchKind;
  policy: Policy;
  find: (db: DbOrTx, text: string, limit: number) => Promise<SearchHit[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Record numbers (PT0000000001, FD0000000012) and references: one token, no spaces. */
const TOKEN = /^[\w./:-]+$/;

/** An exact key, as typed or in capitals (numbers are stored in capitals): both probe the unique index. */
const exactly = (column: PgColumn, text: string) => {
  const forms = [...new Set([text, text.toUpperCase()])];
  return forms.length === 1 ? eq(column, text) : inArray(column, forms);
};

const money = (amount: string, currency: string) => `${amount} ${currency}`;

/**
 * A transaction hash exactly, as typed or in small letters (hex hashes are reported in small
 * letters; an explorer may show capitals): both probe the tx-hash index.
 */
const sameHash = (column: PgColumn, text: string) => {
  const forms = [...new Set([text, text.toLowerCase()])];
  return forms.length === 1 ? eq(column, text) : inArray(column, forms);
};
/** A hash shortened for the hit's second line: 0x12ab34…cd56ef. */
const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash);

const customerProvider: SearchProvider = {
  kind: 'customer',
  policy: 'customers.read',
  async find(db, text, limit) {
    // The customers list's own search, its values inline (no prepared statement for a lookup of five).
    const where = searchCondition(searchValues(text), (_name, value) => value);
    const rows = await db
      .select({ id: customers.id, email: customers.email, name: customers.name, phone: customers.phone, state: customers.state })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.email, subtitle: [r.name, r.phone].filter(Boolean).join(' · ') || null, status: r.state, customerId: r.id }));
  },
};

const transactionProvider: SearchProvider = {
  kind: 'p2pTransaction',
  policy: 'p2p.transactions.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const t = p2pTransactions;
    const rows = await db
      .select({ id: t.id, number: t.transactionNumber, type: t.type, amount: t.fiatAmount, fiat: t.fiat, status: t.status, customerId: t.customerId })
      .from(t)
      .where(UUID.test(text) ? eq(t.id, text.toLowerCase()) : exactly(t.transactionNumber, text))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.number, subtitle: `${r.type} ${money(r.amount, r.fiat)}`, status: r.status, customerId: r.customerId }));
  },
};

const orderProvider: SearchProvider = {
  kind: 'p2pOrder',
  policy: 'p2p.orders.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const o = p2pOrders;
    const rows = await db
      .select({ id: o.id, number: o.orderNumber, side: o.side, amount: o.fiatAmount, fiat: o.fiat, status: o.status, customerId: o.customerId })
      .from(o)
      .where(UUID.test(text) ? eq(o.id, text.toLowerCase()) : exactly(o.orderNumber, text))
      .limit(limit);
    return rows.map((r) => ({ id: r.number, title: r.number, subtitle: `${r.side} ${money(r.amount, r.fiat)}`, status: r.status, customerId: r.customerId }));
  },
};

const disputeProvider: SearchProvider = {
  kind: 'p2pDispute',
  policy: 'p2p.disputes.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const d = orderDisputes;
    const rows = await db
      .select({ number: d.orderNumber, reason: d.reason, status: d.status, customerId: p2pOrders.customerId })
      .from(d)
      .innerJoin(p2pOrders, eq(p2pOrders.id, d.orderId))
      .where(UUID.test(text) ? eq(d.id, text.toLowerCase()) : exactly(d.orderNumber, text))
      .limit(limit);
    return rows.map((r) => ({ id: r.number, title: r.number, subtitle: r.reason, status: r.status, customerId: r.customerId }));
  },
};

const depositProvider: SearchProvider = {
  kind: 'fiatDeposit',
  policy: 'fiat.deposits.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const d = fiatDeposits;
    const where = UUID.test(text)
      ? eq(d.id, text.toLowerCase())
      : or(exactly(d.depositNumber, text), eq(d.reference, text), eq(d.statementReference, text));
    const rows = await db
      .select({ id: d.id, number: d.depositNumber, reference: d.reference, amount: d.amount, currency: d.currency, status: d.status, customerId: d.customerId })
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.number, subtitle: `${money(r.amount, r.currency)} · ${r.reference}`, status: r.status, customerId: r.customerId }));
  },
};

const withdrawalProvider: SearchProvider = {
  kind: 'fiatWithdrawal',
  policy: 'fiat.withdrawals.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const w = fiatWithdrawals;
    const where = UUID.test(text) ? eq(w.id, text.toLowerCase()) : or(exactly(w.withdrawalNumber, text), eq(w.payoutReference, text));
    const rows = await db
      .select({ id: w.id, number: w.withdrawalNumber, amount: w.amount, currency: w.currency, status: w.status, customerId: w.customerId })
      .from(w)
      .where(where)
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.number, subtitle: money(r.amount, r.currency), status: r.status, customerId: r.customerId }));
  },
};

/** A crypto deposit by its transaction hash (the wallet service's report, an explorer's page), its number or its id. */
const cryptoDepositProvider: SearchProvider = {
  kind: 'cryptoDeposit',
  policy: 'crypto.deposits.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const d = cryptoDeposits;
    const where = UUID.test(text) ? eq(d.id, text.toLowerCase()) : or(exactly(d.depositNumber, text), sameHash(d.txHash, text));
    const rows = await db
      .select({ id: d.id, number: d.depositNumber, txHash: d.txHash, amount: d.amount, coin: d.coin, status: d.status, customerId: d.customerId })
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.number, subtitle: `${money(trimAmount(r.amount), r.coin)} · ${shortHash(r.txHash)}`, status: r.status, customerId: r.customerId }));
  },
};

/** A crypto withdrawal by the hash it was broadcast with, its number or its id. */
const cryptoWithdrawalProvider: SearchProvider = {
  kind: 'cryptoWithdrawal',
  policy: 'crypto.withdrawals.read',
  async find(db, text, limit) {
    if (!TOKEN.test(text)) return [];
    const w = cryptoWithdrawals;
    const where = UUID.test(text) ? eq(w.id, text.toLowerCase()) : or(exactly(w.withdrawalNumber, text), sameHash(w.txHash, text));
    const rows = await db
      .select({ id: w.id, number: w.withdrawalNumber, txHash: w.txHash, amount: w.amount, coin: w.coin, status: w.status, customerId: w.customerId })
      .from(w)
      .where(where)
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, title: r.number, subtitle: [money(trimAmount(r.amount), r.coin), r.txHash && shortHash(r.txHash)].filter(Boolean).join(' · '), status: r.status, customerId: r.customerId }));
  },
};

/** In the order the groups are shown: people first, then their money and trades. */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  customerProvider,
  transactionProvider,
  orderProvider,
  disputeProvider,
  depositProvider,
  withdrawalProvider,
  cryptoDepositProvider,
  cryptoWithdrawalProvider,
];
