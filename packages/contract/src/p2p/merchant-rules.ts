// Without zod, so the console's merchant screens can import the lists and limits for the price of the values.
import { EMAIL_MAX_LENGTH } from '../auth/credentials.ts';

// Merchants

/** The countries a merchant may trade from. */
export const COUNTRY_CODES = ['AE', 'BR', 'DE', 'ES', 'FR', 'GB', 'IN', 'IT', 'NG', 'SA', 'TR', 'US', 'CN', 'EG', 'PK'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const MERCHANT_NAME_MIN = 2;
export const MERCHANT_NAME_MAX = 80;
export const MERCHANT_EMAIL_MAX = EMAIL_MAX_LENGTH;
export const MERCHANT_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

export const MERCHANT_SORT_FIELDS = ['createdAt', 'name', 'completedOrders'] as const;
export type MerchantSortField = (typeof MERCHANT_SORT_FIELDS)[number];

// Ads

/** From the merchant's side: a BUY ad buys crypto from customers. */
export const AD_SIDES = ['BUY', 'SELL'] as const;
export type AdSide = (typeof AD_SIDES)[number];
export const AD_TERMS_MAX = 2000;
/** An ad names 1 to 10 of its merchant's payment methods. */
export const AD_PAYMENT_METHODS_MAX = 10;
/**
 * An ad price further than this (in percent) from the market reference, the median price of the
 * other active ads of the same coin, fiat and side, is saved only after the admin confirms it.
 * A warning, not a refusal: a merchant may price away from the market on purpose.
 */
export const AD_PRICE_WARN_PERCENT = 10;

// Merchant payment methods

/** How a merchant is paid (not the exchange's own catalogue, payment-methods/payment-method-kinds.ts). */
export const MERCHANT_PAYMENT_TYPES = ['BANK_TRANSFER', 'MOBILE_MONEY', 'CASH', 'CARD', 'E_WALLET'] as const;
export type MerchantPaymentType = (typeof MERCHANT_PAYMENT_TYPES)[number];

/** The lengths of a merchant payment method's texts, trimmed. */
export const MERCHANT_PAYMENT_METHOD_LIMITS = {
  label: { min: 2, max: 60 },
  accountName: { min: 2, max: 100 },
  accountNumber: { min: 4, max: 40 },
  bankName: { max: 100 },
} as const;
