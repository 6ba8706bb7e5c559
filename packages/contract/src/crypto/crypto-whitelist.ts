import { z } from 'zod';
import { listResponseSchema, withTotalQuery } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { coinSchema, cryptoReasonSchema } from './crypto-coins.ts';
import { cryptoAddressSchema, networkRefSchema } from './crypto-deposits.ts';
import { CRYPTO_LABEL_MAX, CRYPTO_WHITELIST_PAGE_SIZE, EXCHANGE_WALLET_KINDS } from './crypto-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
const networkRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** A customer's allowed withdrawal address on one network. */
export const whitelistAddressSchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string() }),
  coin: coinSchema,
  network: networkRef,
  address: z.string(),
  label: z.string().nullable(),
  reason: z.string(),
  addedBy: personRef.nullable(),
  addedAt: z.string(),
  /** Withdrawals to it are held until then. */
  coolDownUntil: z.string(),
  inCoolDown: z.boolean(),
  addressUrl: z.string().nullable(),
});
export type WhitelistAddress = z.infer<typeof whitelistAddressSchema>;
export const whitelistAddressListSchema = listResponseSchema(whitelistAddressSchema);
export const listWhitelistQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(CRYPTO_WHITELIST_PAGE_SIZE),
  ...withTotalQuery,
  customerId: z.string().uuid().optional(),
  coin: coinSchema.optional(),
  address: text(128).optional(),
});
export type ListWhitelistQuery = z.input<typeof listWhitelistQuerySchema>;
export const addWhitelistAddressSchema = networkRefSchema.extend({
  customerId: z.string().uuid(),
  address: cryptoAddressSchema,
  label: text(CRYPTO_LABEL_MAX).optional(),
  reason: cryptoReasonSchema,
});
export type AddWhitelistAddress = z.input<typeof addWhitelistAddressSchema>;
export const removeAddressSchema = z.object({ reason: cryptoReasonSchema });

/** One of the exchange's own wallets (FEX Whitelist). */
export const exchangeAddressSchema = z.object({
  id: z.string(),
  coin: coinSchema,
  network: networkRef,
  address: z.string(),
  kind: z.enum(EXCHANGE_WALLET_KINDS),
  label: z.string().nullable(),
  addedBy: personRef.nullable(),
  addedAt: z.string(),
  addressUrl: z.string().nullable(),
});
export type ExchangeAddress = z.infer<typeof exchangeAddressSchema>;
export const exchangeAddressListSchema = listResponseSchema(exchangeAddressSchema);
export const listExchangeAddressesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(CRYPTO_WHITELIST_PAGE_SIZE),
  ...withTotalQuery,
  coin: coinSchema.optional(),
  kind: z.enum(EXCHANGE_WALLET_KINDS).optional(),
});
export const addExchangeAddressSchema = networkRefSchema.extend({
  address: cryptoAddressSchema,
  kind: z.enum(EXCHANGE_WALLET_KINDS),
  label: text(CRYPTO_LABEL_MAX).optional(),
  reason: cryptoReasonSchema,
});
export type AddExchangeAddress = z.input<typeof addExchangeAddressSchema>;
