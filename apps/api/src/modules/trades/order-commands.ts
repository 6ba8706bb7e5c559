import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { TRADE_CANCEL_ALL_MAX, TRADE_ORDER_CANCELLABLE, type TradeOrderStatus } from '@exchange/contract/trades/trade-rules';
import type { CancelAllTradeOrders, CancelAllTradeOrdersResult, PlaceTradeOrder, ReportTradeFill, TradeOrder, TradeOrderDetail } from '@exchange/contract/trades/trade-orders';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { AppError, badField, conflict } from '../../platform/errors.ts';
import { assertCustomerExists, getCustomer } from '../customers/customer-queries.ts';
import { customers } from '../customers/customer-tables.ts';
import { emitEvent } from '../integration/emit-event.ts';
import { customerAccount, exchangeAccount, move, postEntry, type LedgerLineInput } from '../ledger/post-entry.ts';
import { getTradeOrder, getTradeOrderDetail, lockTradeOrder } from './order-queries.ts';
import { compare, isZero, minus, plus, quoteCeiling, quoteValue } from './trade-amounts.ts';
import { tradeFills, tradeOrders as o } from './trade-tables.ts';

/** Who posts the journal entry: the admin, or the service account reporting through /platform. */
const ledgerActorOf = (actor: Actor) => {
  const id = actor.id ?? actor.serviceAccountId;
  if (!id) throw new Error('orders are changed by a signed-in admin or a service account');
  return id;
};

const isCancellable = (status: string): boolean => (TRADE_ORDER_CANCELLABLE as readonly string[]).includes(status);

const wrongStatus = (now: TradeOrder, target: TradeOrderStatus) =>
  conflict(
    'tradeOrder.wrongStatus',
    `This order is ${now.status}: only an OPEN or PARTIALLY_FILLED order can become ${target}`,
    { status: now.status, target },
  );

/**
 * One step on one order in one transaction: the row is locked and read, `step` checks the status
 * it starts from, posts what moves and runs the guarded UPDATE (its WHERE holds that status too);
 * when the step did not happen, `refusal` says why from the row as it is and nothing is kept. Of
 * two admins at once exactly one takes the step; the other waits for the lock, then gets 409.
 */
async function takeStep<T>(db: Db, id: string, step: (tx: Tx, before: TradeOrder) => Promise<T | false>, refusal: (now: TradeOrder) => Error): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await lockTradeOrder(tx, id);
    const done = await step(tx, before);
    if (done === false) throw refusal(await getTradeOrder(tx, id));
    return done;
  });
}

interface Released {
  asset: string;
  amount: string;
}

/**
 * CANCELLED from OPEN or PARTIALLY_FILLED, with a reason: what the order still holds goes back from
 * the customer's HELD to AVAILABLE bucket in the same transaction (a TRADE_RELEASE entry), the
 * audit row lands on the customer's timeline and, when an admin cancels, the matching engine hears
 * of it through the outbox (order.cancelled) and takes the order off its book.
 */
async function cancelStep(tx: Tx, before: TradeOrder, reason: string, actor: Actor, batch?: string): Promise<Released | false> {
  if (!isCancellable(before.status)) return false;
  const held = before.heldAmount;
  const releaseEntryId = isZero(held)
    ? null
    : await postEntry(tx, {
        kind: 'TRADE_RELEASE',
        referenceType: 'trade_order',
        referenceId: before.id,
        memo: reason,
        actorId: ledgerActorOf(actor),
        lines: move(customerAccount(before.customer.id, 'HELD'), customerAccount(before.customer.id, 'AVAILABLE'), before.heldAsset, held),
      });
  const [changed] = await tx
    .update(o)
    .set({ status: 'CANCELLED', heldAmount: '0', cancelledBy: actor.id, cancelledAt: sql`now()`, cancelReason: reason, releaseEntryId, updatedAt: sql`now()` })
    .where(and(eq(o.id, before.id), inArray(o.status, [...TRADE_ORDER_CANCELLABLE])))
    .returning({ id: o.id });
  if (!changed) return false;
  const released = { asset: before.heldAsset, amount: held };
  if (actor.id) {
    await emitEvent(tx, {
      type: 'order.cancelled',
      subjectType: 'TRADE_ORDER',
      subjectId: before.id,
      customerId: before.customer.id,
      data: { orderNumber: before.orderNumber, baseAsset: before.baseAsset, quoteAsset: before.quoteAsset, side: before.side, kind: before.kind, reason, released },
    });
  }
  await writeAudit(tx, actor, {
    action: 'trades.order.cancel',
    outcome: 'SUCCESS',
    targetType: 'trade_order',
    targetId: before.id,
    customerId: before.customer.id,
    before: { status: before.status, heldAmount: held, heldAsset: before.heldAsset },
    after: { orderNumber: before.orderNumber, status: 'CANCELLED', reason, released, ledgerEntryId: releaseEntryId, ...(batch ? { cancelAll: batch } : {}) },
  });
  return released;
}

/** An admin (or the customer, reported by the exchange) cancels one order; FILLED or CANCELLED is a 409 saying which. */
export async function cancelTradeOrder(db: Db, id: string, reason: string, actor: Actor): Promise<TradeOrderDetail> {
  await takeStep(db, id, (tx, before) => cancelStep(tx, before, reason, actor), (now) => wrongStatus(now, 'CANCELLED'));
  return getTradeOrderDetail(db, id);
}

/**
 * Every OPEN and PARTIALLY_FILLED order of a customer or of a pair (optionally of one kind and side), oldest
 * first, at most TRADE_CANCEL_ALL_MAX per call: each in its own guarded step (its own transaction,
 * release, audit row and event), so an order filled or cancelled meanwhile is counted and skipped,
 * and one that cannot be released is refused alone. One summary row records the whole call.
 */
export async function cancelAllTradeOrders(db: Db, body: CancelAllTradeOrders & { reason: string }, actor: Actor): Promise<CancelAllTradeOrdersResult> {
  if (body.customerId) await assertCustomerExists(db, body.customerId);
  const scope = and(
    inArray(o.status, [...TRADE_ORDER_CANCELLABLE]),
    body.customerId ? eq(o.customerId, body.customerId) : undefined,
    body.baseAsset ? eq(o.baseAsset, body.baseAsset) : undefined,
    body.quoteAsset ? eq(o.quoteAsset, body.quoteAsset) : undefined,
    body.kind ? eq(o.kind, body.kind) : undefined,
    body.side ? eq(o.side, body.side) : undefined,
  );
  const picked = await db.select({ id: o.id }).from(o).where(scope).orderBy(asc(o.createdAt), asc(o.id)).limit(TRADE_CANCEL_ALL_MAX);
  const batch = randomUUID();
  let cancelled = 0;
  let alreadyClosed = 0;
  let refused = 0;
  const released = new Map<string, string>();
  for (const { id } of picked) {
    try {
      const done = await takeStep(db, id, (tx, before) => cancelStep(tx, before, body.reason, actor, batch), (now) => wrongStatus(now, 'CANCELLED'));
      cancelled += 1;
      if (!isZero(done.amount)) released.set(done.asset, plus(released.get(done.asset) ?? '0', done.amount));
    } catch (error) {
      if (error instanceof AppError && error.code === 'tradeOrder.wrongStatus') alreadyClosed += 1;
      else if (error instanceof AppError && error.status === 409) refused += 1;
      else throw error;
    }
  }
  const [left] = await db.select({ n: count() }).from(o).where(scope);
  const result: CancelAllTradeOrdersResult = {
    cancelled,
    alreadyClosed,
    refused,
    remaining: left?.n ?? 0,
    released: [...released].sort(([a], [b]) => a.localeCompare(b)).map(([asset, amount]) => ({ asset, amount })),
  };
  await writeAudit(db, actor, {
    action: 'trades.orders.cancel_all',
    outcome: 'SUCCESS',
    targetType: body.customerId ? 'customer' : 'trade_pair',
    targetId: body.customerId ?? `${body.baseAsset}/${body.quoteAsset}`,
    ...(body.customerId ? { customerId: body.customerId } : {}),
    before: { open: picked.length + result.remaining - cancelled },
    after: { scope: { customerId: body.customerId, baseAsset: body.baseAsset, quoteAsset: body.quoteAsset, kind: body.kind, side: body.side }, reason: body.reason, batch, ...result },
  });
  return result;
}

/**
 * The matching engine places a customer's order: refused for an account that is not ACTIVE or
 * whose trading is blocked; otherwise what it may spend moves from available to held at once (a
 * BUY holds price x amount of quote, rounded up; a SELL holds the amount of base). Not enough
 * available is a 409 from the ledger and nothing is written.
 */
export async function placeTradeOrder(db: Db, body: PlaceTradeOrder, actor: Actor): Promise<TradeOrderDetail> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId)).for('no key update');
    const customer = await getCustomer(tx, body.customerId);
    if (customer.state !== 'ACTIVE') throw conflict('tradeOrder.accountNotActive', `This account is ${customer.state}: it cannot place orders`, { status: customer.state });
    if (customer.tradingBlock) throw conflict('tradeOrder.tradingBlocked', `Trading is blocked on this account: ${customer.tradingBlock.reason}`);
    const buy = body.side === 'BUY';
    const heldAsset = buy ? body.quoteAsset : body.baseAsset;
    const heldAmount = buy ? quoteCeiling(body.price, body.amount, body.quoteAsset) : body.amount;
    const holdEntryId = await postEntry(tx, {
      kind: 'TRADE_HOLD',
      referenceType: 'trade_order',
      referenceId: id,
      actorId: ledgerActorOf(actor),
      lines: move(customerAccount(customer.id, 'AVAILABLE'), customerAccount(customer.id, 'HELD'), heldAsset, heldAmount),
    });
    await tx.insert(o).values({
      id,
      customerId: customer.id,
      side: body.side,
      kind: body.kind,
      baseAsset: body.baseAsset,
      quoteAsset: body.quoteAsset,
      price: body.price,
      amount: body.amount,
      feeAsset: buy ? body.baseAsset : body.quoteAsset,
      heldAsset,
      heldAmount,
      holdEntryId,
    });
    const placed = await getTradeOrder(tx, id);
    await writeAudit(tx, actor, {
      action: 'trades.order.place',
      outcome: 'SUCCESS',
      targetType: 'trade_order',
      targetId: id,
      customerId: customer.id,
      after: { orderNumber: placed.orderNumber, status: 'OPEN', side: body.side, kind: body.kind, pair: `${body.baseAsset}/${body.quoteAsset}`, price: body.price, amount: body.amount, held: { asset: heldAsset, amount: heldAmount }, ledgerEntryId: holdEntryId },
    });
  });
  return getTradeOrderDetail(db, id);
}

/**
 * The matching engine filled part of an order, in one TRADE_FILL entry through the exchange's
 * TRADE_CLEARING account: the order's held asset pays for it (a BUY pays price x amount of quote,
 * a SELL the amount of base), and the customer receives the other asset less the fee, which goes
 * to FEES. The last fill makes the order FILLED and gives back what a BUY held but did not spend
 * (a TRADE_RELEASE). A fill of a closed order, past its amount, or costing more than it holds is a 409.
 */
export async function reportTradeFill(db: Db, id: string, body: ReportTradeFill & { fee: string }, actor: Actor): Promise<TradeOrderDetail> {
  await takeStep(
    db,
    id,
    async (tx, before) => {
      if (!isCancellable(before.status)) return false;
      const remaining = minus(before.amount, before.filledAmount);
      if (compare(body.amount, remaining) > 0) throw conflict('tradeOrder.overfilled', `This order has ${remaining} ${before.baseAsset} left to fill`, { max: remaining, asset: before.baseAsset });
      const buy = before.side === 'BUY';
      const quoteAmount = quoteValue(body.price, body.amount, before.quoteAsset);
      const spent = buy ? quoteAmount : body.amount;
      const receivedAsset = buy ? before.baseAsset : before.quoteAsset;
      const gross = buy ? body.amount : quoteAmount;
      if (compare(spent, before.heldAmount) > 0) throw conflict('tradeOrder.overspent', `This fill costs more than the order holds (${before.heldAmount} ${before.heldAsset})`, { max: before.heldAmount, asset: before.heldAsset });
      if (compare(body.fee, gross) > 0) throw badField('fee', 'validation.aboveMax', `must not be more than the fill gives (${gross} ${receivedAsset})`, { max: gross });
      const customer = before.customer.id;
      const clearing = exchangeAccount('TRADE_CLEARING');
      const lines: LedgerLineInput[] = [...move(customerAccount(customer, 'HELD'), clearing, before.heldAsset, spent)];
      const net = minus(gross, body.fee);
      if (!isZero(net)) lines.push(...move(clearing, customerAccount(customer, 'AVAILABLE'), receivedAsset, net));
      if (!isZero(body.fee)) lines.push(...move(clearing, exchangeAccount('FEES'), receivedAsset, body.fee));
      // The two moves out of clearing in the received asset are one line each side: merge clearing's.
      const fillId = randomUUID();
      const ledgerEntryId = await postEntry(tx, { kind: 'TRADE_FILL', referenceType: 'trade_fill', referenceId: fillId, actorId: ledgerActorOf(actor), lines: mergeLines(lines) });
      await tx.insert(tradeFills).values({ id: fillId, orderId: id, price: body.price, amount: body.amount, quoteAmount, fee: body.fee, feeAsset: receivedAsset, liquidity: body.liquidity, ledgerEntryId });
      const filled = compare(body.amount, remaining) === 0;
      let heldAfter = minus(before.heldAmount, spent);
      let releaseEntryId: string | null = null;
      if (filled && !isZero(heldAfter)) {
        releaseEntryId = await postEntry(tx, {
          kind: 'TRADE_RELEASE',
          referenceType: 'trade_order',
          referenceId: id,
          memo: 'Filled: what the order held but did not spend',
          actorId: ledgerActorOf(actor),
          lines: move(customerAccount(customer, 'HELD'), customerAccount(customer, 'AVAILABLE'), before.heldAsset, heldAfter),
        });
        heldAfter = '0';
      }
      const status: TradeOrderStatus = filled ? 'FILLED' : 'PARTIALLY_FILLED';
      const [changed] = await tx
        .update(o)
        .set({
          status,
          filledAmount: plus(before.filledAmount, body.amount),
          filledQuote: plus(before.filledQuote, quoteAmount),
          fee: plus(before.fee, body.fee),
          heldAmount: heldAfter,
          ...(releaseEntryId ? { releaseEntryId } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(o.id, id), eq(o.status, before.status), eq(o.filledAmount, before.filledAmount)))
        .returning({ id: o.id });
      if (!changed) return false;
      await writeAudit(tx, actor, {
        action: 'trades.order.fill',
        outcome: 'SUCCESS',
        targetType: 'trade_order',
        targetId: id,
        before: { status: before.status, filledAmount: before.filledAmount, heldAmount: before.heldAmount },
        after: { orderNumber: before.orderNumber, status, price: body.price, amount: body.amount, quoteAmount, fee: body.fee, feeAsset: receivedAsset, heldAmount: heldAfter, ledgerEntryId, releaseEntryId },
      });
      return true;
    },
    (now) => wrongStatus(now, 'FILLED'),
  );
  return getTradeOrderDetail(db, id);
}

/** One line per account and asset: an entry that moves through clearing twice in one asset states it once. */
function mergeLines(lines: LedgerLineInput[]): LedgerLineInput[] {
  const merged = new Map<string, LedgerLineInput>();
  for (const line of lines) {
    const key = `${JSON.stringify(line.account)}|${line.asset}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amount: plus(seen.amount, line.amount) } : line);
  }
  return [...merged.values()].filter((line) => !isZero(line.amount));
}
