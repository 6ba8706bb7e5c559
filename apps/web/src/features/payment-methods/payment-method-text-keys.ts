import type { PaymentLimitType, PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';

/*
 * The console's texts for the contract's payment and limit types, as i18n keys (written out so that
 * the locale test checks each one exists). Keyed by the contract's types: a new type fails type
 * checking until it has its text.
 */

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
