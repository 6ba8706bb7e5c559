import { z } from 'zod';
import { listResponseSchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  ADDRESS_PLACEHOLDER,
  COINS,
  COIN_CHANGE_FIELDS,
  COIN_PAGE_SIZE,
  CRYPTO_DECIMALS_MAX,
  CRYPTO_REASON_MAX,
  CRYPTO_REASON_MIN,
  TX_PLACEHOLDER,
} from './crypto-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
export const cryptoReasonSchema = text(CRYPTO_REASON_MAX).pipe(z.string().min(CRYPTO_REASON_MIN, `must be at least ${CRYPTO_REASON_MIN} characters`));
export const coinSchema = z.enum(COINS);
/** A network's code within its coin: ERC20, TRC20, BTC, BEP20. */
export const networkCodeSchema = z.string().trim().regex(/^[A-Z][A-Z0-9]{1,15}$/, 'must be 2 to 16 capitals and digits');
/** A non-negative decimal amount with up to 18 decimals (a network's own decimals are checked by the API). */
export const cryptoDecimalSchema = z.string().trim().regex(/^(0|[1-9]\d{0,19})(\.\d{1,18})?$/, 'must be a decimal amount with at most 18 decimals');
const explorerTemplate = (placeholder: string) =>
  text(300)
    .pipe(z.url({ protocol: /^https$/, message: 'must be an https URL' }))
    .refine((v) => v.includes(placeholder), `must contain ${placeholder}`)
    .nullable();

export const cryptoNetworkSchema = z.object({
  id: z.string(),
  coin: coinSchema,
  code: z.string(),
  name: z.string(),
  depositEnabled: z.boolean(),
  withdrawalEnabled: z.boolean(),
  /** The network fee a withdrawal pays, in the coin (decimal string). */
  withdrawalFee: z.string(),
  minWithdrawal: z.string(),
  /** null: no maximum. */
  maxWithdrawal: z.string().nullable(),
  minDeposit: z.string(),
  /** The decimals an amount on this network may have (BTC 8, an ERC-20 USDT 6, ETH 18). */
  decimals: z.number().int(),
  requiredConfirmations: z.number().int(),
  /** e.g. https://etherscan.io/address/{address} */
  addressExplorerUrl: z.string().nullable(),
  /** e.g. https://etherscan.io/tx/{tx} */
  txExplorerUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type CryptoNetwork = z.infer<typeof cryptoNetworkSchema>;

export const cryptoCoinSchema = z.object({
  code: coinSchema,
  name: z.string(),
  /** The spec's activate/deactivate toggle: an inactive coin takes no new deposits or withdrawals on any network. */
  active: z.boolean(),
  networks: z.array(cryptoNetworkSchema),
  updatedAt: z.string(),
});
export type CryptoCoin = z.infer<typeof cryptoCoinSchema>;
export const cryptoCoinListSchema = listResponseSchema(cryptoCoinSchema);

export const listCryptoCoinsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(COIN_PAGE_SIZE).default(COIN_PAGE_SIZE),
  withTotal: z.enum(['true', 'false']).transform((v) => v === 'true').default(true),
  active: z.enum(['true', 'false']).optional(),
  search: text(40).optional(),
});
export type ListCryptoCoinsQuery = z.input<typeof listCryptoCoinsQuerySchema>;

export const setCoinActiveSchema = z.object({ active: z.boolean(), reason: cryptoReasonSchema });
export type SetCoinActive = z.infer<typeof setCoinActiveSchema>;

/** The fields to change (at least one) and why. */
export const updateCryptoNetworkSchema = z
  .object({
    depositEnabled: z.boolean().optional(),
    withdrawalEnabled: z.boolean().optional(),
    withdrawalFee: cryptoDecimalSchema.optional(),
    minWithdrawal: cryptoDecimalSchema.optional(),
    maxWithdrawal: cryptoDecimalSchema.nullable().optional(),
    minDeposit: cryptoDecimalSchema.optional(),
    decimals: z.number().int().min(0).max(CRYPTO_DECIMALS_MAX).optional(),
    requiredConfirmations: z.number().int().min(0).max(10_000).optional(),
    addressExplorerUrl: explorerTemplate(ADDRESS_PLACEHOLDER).optional(),
    txExplorerUrl: explorerTemplate(TX_PLACEHOLDER).optional(),
    reason: cryptoReasonSchema,
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'reason'), { message: 'change at least one field', path: ['reason'] });
export type UpdateCryptoNetwork = z.infer<typeof updateCryptoNetworkSchema>;

/** One field's change: who, when, before, after, why. */
export const coinChangeSchema = z.object({
  id: z.string(),
  coin: coinSchema,
  network: z.object({ id: z.string(), code: z.string() }).nullable(),
  field: z.enum(COIN_CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string(),
  changedBy: personRef,
  changedAt: z.string(),
});
export type CoinChange = z.infer<typeof coinChangeSchema>;
export const coinChangeListSchema = listResponseSchema(coinChangeSchema);
export const listCoinChangesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  withTotal: z.enum(['true', 'false']).transform((v) => v === 'true').default(true),
  networkId: z.string().uuid().optional(),
});
