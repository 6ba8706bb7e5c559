import type { PaymentLimitType, PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';

/*
 * The contract's lists of values, copied: importing them would pull the contract's zod schemas
 * into the console. The checks below stop compiling when the contract's lists change.
 */

export const PAYMENT_TYPES = ['BANK_TRANSFER', 'CARD', 'OPEN_BANKING', 'MOBILE_WALLET', 'MOBILE_MONEY', 'CASH'] as const satisfies readonly PaymentType[];
export const PAYMENT_LIMIT_TYPES = ['DEPOSIT', 'WITHDRAWAL'] as const satisfies readonly PaymentLimitType[];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _paymentTypesComplete: Covers<PaymentType, (typeof PAYMENT_TYPES)[number]> = true;
const _limitTypesComplete: Covers<PaymentLimitType, (typeof PAYMENT_LIMIT_TYPES)[number]> = true;

/** The translation keys, written out so that the locale test checks each one exists. */
export const PAYMENT_TYPE_KEYS = {
  BANK_TRANSFER: 'paymentMethodCatalog.types.BANK_TRANSFER',
  CARD: 'paymentMethodCatalog.types.CARD',
  OPEN_BANKING: 'paymentMethodCatalog.types.OPEN_BANKING',
  MOBILE_WALLET: 'paymentMethodCatalog.types.MOBILE_WALLET',
  MOBILE_MONEY: 'paymentMethodCatalog.types.MOBILE_MONEY',
  CASH: 'paymentMethodCatalog.types.CASH',
} as const satisfies Record<PaymentType, string>;

export const LIMIT_TYPE_KEYS = {
  DEPOSIT: 'paymentMethodCatalog.limitTypes.DEPOSIT',
  WITHDRAWAL: 'paymentMethodCatalog.limitTypes.WITHDRAWAL',
} as const satisfies Record<PaymentLimitType, string>;

/** The contract's limits on the texts (payment-methods.ts). */
export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;
export const ICON_URL_MAX = 2048;
export const PROCESSING_TIME_MAX = 40;
export const PERCENTAGE_MAX = '100';
