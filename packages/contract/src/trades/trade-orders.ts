import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { issueCode } from '../platform/errors.ts';
import { noNul } from '../platform/text-rules.ts';
import { decimalPattern } from '../p2p/money-rules.ts';
import {
  TRADE_AMOUNT_SCALE,
  TRADE_BASE_ASSETS,
  TRADE_FILL_LIQUIDITY,
  TRADE_ORDER_KINDS,
  TRADE_ORDER_NUMBER_MAX,
  TRADE_ORDER_PAGE_SIZE,
  TRADE_ORDER_SIDES,
  TRADE_ORDER_STATUSES,
  TRADE_ORDER_STATUS_FILTERS,
  TRADE_PRICE_SCALE,
  TRADE_QUOTE_ASSETS,
  TRADE_REASON_MAX,
  TRADE_REASON_MIN,
} from './trade-rules.ts';

export const tradeOrderSideSchema = z.enum(TRADE_ORDER_SIDES);
export const tradeOrderKindSchema = z.enum(TRADE_ORDER_KINDS);
export const tradeOrderStatusSchema = z.enum(TRADE_ORDER_STATUSES);
export const tradeBaseAssetSchema = z.enum(TRADE_BASE_ASSETS);
export const tradeQuoteAssetSchema = z.enum(TRADE_QUOTE_ASSETS);

const personRef = z.object({ id: z.string(), name: z.string() });

/** A spot order with what it filled, what it paid in fees and what it still holds. Amounts are decimal strings. */
export const tradeOrderSchema = z.object({
  id: z.string(),
  /** TO + 10 digits. */
  orderNumber: z.string(),
  customer: personRef.extend({ email: z.string() }),
  side: tradeOrderSideSchema,
  kind: tradeOrderKindSchema,
  baseAsset: tradeBaseAssetSchema,
  quoteAsset: tradeQuoteAssetSchema,
  /** The limit price; for MARKET and SWAP the worst price the customer accepted (quote per one base). */
  price: z.string(),
  /** In the base asset. */
  amount: z.string(),
  filledAmount: z.string(),
  /** The quote asset that changed hands over every fill. */
  filledQuote: z.string(),
  /** filledQuote / filledAmount; null before the first fill. */
  averagePrice: z.string().nullable(),
  /** The fees of every fill, in feeAsset: the asset the customer receives (base on a BUY, quote on a SELL). */
  fee: z.string(),
  feeAsset: z.string(),
  /** What the order still holds in the customer's HELD bucket (zero once FILLED or CANCELLED), in heldAsset. */
  heldAmount: z.string(),
  heldAsset: z.string(),
  status: tradeOrderStatusSchema,
  /** Who cancelled it and why: an admin, or null when the exchange reported the customer's own cancel. */
  cancelled: z.object({ by: personRef.nullable(), at: z.string(), reason: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TradeOrder = z.infer<typeof tradeOrderSchema>;
export const tradeOrderListSchema = listResponseSchema(tradeOrderSchema);

export const tradeFillSchema = z.object({
  id: z.string(),
  price: z.string(),
  /** In the base asset. */
  amount: z.string(),
  /** price x amount, in the quote asset. */
  quoteAmount: z.string(),
  fee: z.string(),
  feeAsset: z.string(),
  liquidity: z.enum(TRADE_FILL_LIQUIDITY),
  /** The journal entry that settled it; null for fills the exchange settled before the back office kept them. */
  ledgerEntryId: z.string().nullable(),
  createdAt: z.string(),
});
export type TradeFill = z.infer<typeof tradeFillSchema>;

/** One order with its fills (oldest first) and the journal entries that held and released its funds. */
export const tradeOrderDetailSchema = tradeOrderSchema.extend({
  fills: z.array(tradeFillSchema),
  holdEntryId: z.string().nullable(),
  releaseEntryId: z.string().nullable(),
});
export type TradeOrderDetail = z.infer<typeof tradeOrderDetailSchema>;

const baseAmount = z.string().trim().regex(decimalPattern(TRADE_AMOUNT_SCALE), `must be a decimal amount with at most ${TRADE_AMOUNT_SCALE} decimals`);
const priceText = z.string().trim().regex(decimalPattern(TRADE_PRICE_SCALE), `must be a decimal price with at most ${TRADE_PRICE_SCALE} decimals`);
const greaterThanZero = { message: 'must be greater than 0', ...issueCode('validation.positive') };
const positive = (s: string) => /[1-9]/.test(s);

export const listTradeOrdersQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(TRADE_ORDER_PAGE_SIZE),
  kind: tradeOrderKindSchema.optional(),
  side: tradeOrderSideSchema.optional(),
  /** One status, or ACTIVE (OPEN and PARTIALLY_FILLED). */
  status: z.enum(TRADE_ORDER_STATUS_FILTERS).optional(),
  customerId: z.string().uuid().optional(),
  /** Any part of the customer's e-mail address. */
  email: z.string().trim().toLowerCase().max(254).refine(...noNul).optional(),
  orderNumber: z.string().trim().max(TRADE_ORDER_NUMBER_MAX).refine(...noNul).optional(),
  /** A pair is both; one alone is every pair with that coin on that side. */
  baseAsset: tradeBaseAssetSchema.optional(),
  quoteAsset: tradeQuoteAssetSchema.optional(),
  /** The order's amount in its base asset, from and to (both included). */
  amountStart: baseAmount.optional(),
  amountEnd: baseAmount.optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListTradeOrdersQuery = z.input<typeof listTradeOrdersQuerySchema>;

export const tradeReasonSchema = z
  .string()
  .trim()
  .max(TRADE_REASON_MAX)
  .refine(...noNul)
  .pipe(z.string().min(TRADE_REASON_MIN, `must be at least ${TRADE_REASON_MIN} characters`));

export const cancelTradeOrderSchema = z.object({ reason: tradeReasonSchema });
export type CancelTradeOrder = z.infer<typeof cancelTradeOrderSchema>;

/**
 * Cancel every OPEN and PARTIALLY_FILLED order of one customer, or of one pair (base and quote
 * both), optionally of one kind and side (a screen's orders), with one reason.
 */
export const cancelAllTradeOrdersSchema = z
  .object({
    customerId: z.string().uuid().optional(),
    baseAsset: tradeBaseAssetSchema.optional(),
    quoteAsset: tradeQuoteAssetSchema.optional(),
    kind: tradeOrderKindSchema.optional(),
    side: tradeOrderSideSchema.optional(),
    reason: tradeReasonSchema,
  })
  .superRefine((body, ctx) => {
    const pair = body.baseAsset !== undefined || body.quoteAsset !== undefined;
    if (!body.customerId && !pair) {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'give a customer, or a pair (baseAsset and quoteAsset)', ...issueCode('validation.required') });
    } else if (pair && body.baseAsset === undefined) {
      ctx.addIssue({ code: 'custom', path: ['baseAsset'], message: 'a pair needs its base asset too', ...issueCode('validation.required') });
    } else if (pair && body.quoteAsset === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quoteAsset'], message: 'a pair needs its quote asset too', ...issueCode('validation.required') });
    }
  });
export type CancelAllTradeOrders = z.input<typeof cancelAllTradeOrdersSchema>;

export const cancelAllTradeOrdersResultSchema = z.object({
  /** Cancelled now, their held funds released. */
  cancelled: z.number().int(),
  /** Matched, but filled or cancelled by someone else before their turn. */
  alreadyClosed: z.number().int(),
  /** Matched, but refused on their own (the ledger could not release what they hold): each stays open. */
  refused: z.number().int(),
  /** Still open after this call (past TRADE_CANCEL_ALL_MAX): run it again for them. */
  remaining: z.number().int(),
  /** The released funds per asset. */
  released: z.array(z.object({ asset: z.string(), amount: z.string() })),
});
export type CancelAllTradeOrdersResult = z.infer<typeof cancelAllTradeOrdersResultSchema>;

/** The matching engine places a customer's order (through the integration API): its funds are held at once. */
export const placeTradeOrderSchema = z
  .object({
    customerId: z.string().uuid(),
    side: tradeOrderSideSchema,
    kind: tradeOrderKindSchema,
    baseAsset: tradeBaseAssetSchema,
    quoteAsset: tradeQuoteAssetSchema,
    price: priceText.refine(positive, greaterThanZero),
    amount: baseAmount.refine(positive, greaterThanZero),
  })
  .refine((o) => o.baseAsset !== o.quoteAsset, { path: ['quoteAsset'], message: 'must differ from the base asset', ...issueCode('validation.invalid') });
export type PlaceTradeOrder = z.input<typeof placeTradeOrderSchema>;

/** The matching engine filled part of an order: the order's held funds pay for it, the customer receives the rest of the trade less the fee. */
export const reportTradeFillSchema = z.object({
  price: priceText.refine(positive, greaterThanZero),
  amount: baseAmount.refine(positive, greaterThanZero),
  /** In the asset the customer receives; zero for a fee-free fill. */
  fee: z.string().trim().regex(decimalPattern(TRADE_AMOUNT_SCALE), `must be a decimal amount with at most ${TRADE_AMOUNT_SCALE} decimals`).default('0'),
  liquidity: z.enum(TRADE_FILL_LIQUIDITY),
});
export type ReportTradeFill = z.input<typeof reportTradeFillSchema>;
