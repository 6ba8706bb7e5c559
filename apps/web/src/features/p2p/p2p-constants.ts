import type { AdSide, MerchantAd } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant } from '@exchange/contract/p2p/merchants';

/*
 * The contract's lists of values, copied: importing them from the contract pulls its zod schemas
 * (and zod, ~60 kB) into the console, because the bundler cannot prove building a schema is free
 * of side effects. The checks below fail to compile when the contract's lists change.
 */

export type CountryCode = Merchant['country'];
export type Coin = MerchantAd['coin'];
export type Fiat = MerchantAd['fiat'];
export type PaymentType = MerchantPaymentMethod['type'];

export const COUNTRY_CODES = ['AE', 'BR', 'DE', 'ES', 'FR', 'GB', 'IN', 'IT', 'NG', 'SA', 'TR', 'US', 'CN', 'EG', 'PK'] as const satisfies readonly CountryCode[];
export const COINS = ['BTC', 'ETH', 'USDT', 'USDC', 'BNB'] as const satisfies readonly Coin[];
export const FIATS = ['USD', 'EUR', 'GBP', 'AED', 'NGN', 'INR', 'TRY', 'BRL'] as const satisfies readonly Fiat[];
export const PAYMENT_TYPES = ['BANK_TRANSFER', 'MOBILE_MONEY', 'CASH', 'CARD', 'E_WALLET'] as const satisfies readonly PaymentType[];
export const AD_SIDES = ['BUY', 'SELL'] as const satisfies readonly AdSide[];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _countriesComplete: Covers<CountryCode, (typeof COUNTRY_CODES)[number]> = true;
const _coinsComplete: Covers<Coin, (typeof COINS)[number]> = true;
const _fiatsComplete: Covers<Fiat, (typeof FIATS)[number]> = true;
const _paymentTypesComplete: Covers<PaymentType, (typeof PAYMENT_TYPES)[number]> = true;
const _sidesComplete: Covers<AdSide, (typeof AD_SIDES)[number]> = true;
