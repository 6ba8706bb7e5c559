// Without zod, so the console can import the lists and limits for the price of the values.
import { FIAT_SCALE } from '../p2p/money-rules.ts';

/** How the customer pays: drives the icon fallback and which details the apps ask for. */
export const PAYMENT_TYPES = ['BANK_TRANSFER', 'CARD', 'OPEN_BANKING', 'MOBILE_WALLET', 'MOBILE_MONEY', 'CASH'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A limit applies to money coming in (deposit, on-ramp buy) or going out (withdrawal). */
export const PAYMENT_LIMIT_TYPES = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type PaymentLimitType = (typeof PAYMENT_LIMIT_TYPES)[number];

export const PAYMENT_METHOD_NAME_MIN = 2;
export const PAYMENT_METHOD_NAME_MAX = 80;
export const PAYMENT_METHOD_DESCRIPTION_MAX = 500;
export const ICON_URL_MAX = 2048;
export const PROCESSING_TIME_MAX = 40;
/** Amounts and fees: at most 2 decimals, as the NUMERIC(…, 2) columns hold them. */
export const PAYMENT_AMOUNT_SCALE = FIAT_SCALE;
/** The fee percentage's ceiling. */
export const PERCENTAGE_MAX = '100';

export const PAYMENT_METHOD_SORT_FIELDS = ['name', 'createdAt'] as const;
export type PaymentMethodSortField = (typeof PAYMENT_METHOD_SORT_FIELDS)[number];
