import { MERCHANT_PAYMENT_METHOD_LIMITS, type MerchantPaymentType } from '@exchange/contract/p2p/merchant-rules';
import type { MerchantPaymentMethod, MerchantPaymentMethodInput } from '@exchange/contract/p2p/merchant-payment-methods';

/** The contract's lengths (merchantPaymentMethodInputSchema), for the form to say so before the server does. */
export const paymentMethodLimits = MERCHANT_PAYMENT_METHOD_LIMITS;

export const paymentMethodFields = ['type', 'label', 'accountName', 'accountNumber', 'bankName'] as const;

export interface PaymentMethodFormValues {
  type: MerchantPaymentType;
  label: string;
  accountName: string;
  accountNumber: string;
  bankName?: string | null | undefined;
}

/** Trimmed, with an empty bank name sent as null (the server stores "no bank", not an empty name). */
export function normalizePaymentMethod(values: PaymentMethodFormValues): MerchantPaymentMethodInput & { bankName: string | null } {
  return {
    type: values.type,
    label: values.label.trim(),
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.trim(),
    bankName: values.bankName?.trim() || null,
  };
}

export function paymentMethodFormValues(method: MerchantPaymentMethod): PaymentMethodFormValues {
  return {
    type: method.type,
    label: method.label,
    accountName: method.accountName,
    accountNumber: method.accountNumber,
    bankName: method.bankName,
  };
}

/**
 * An account number with all but its last four characters hidden, so that a screen shared or
 * looked over shows enough to tell accounts apart and not enough to pay into one.
 */
export function maskAccountNumber(accountNumber: string): string {
  const visible = 4;
  const compact = accountNumber.replace(/\s+/g, '');
  if (compact.length <= visible) return '•'.repeat(compact.length);
  return `${'•'.repeat(Math.min(compact.length - visible, 8))}${compact.slice(-visible)}`;
}
