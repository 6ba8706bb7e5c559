import type { PaymentMethod, PaymentMethodInput } from '@exchange/contract/payment-methods/payment-methods';
import type { PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';

export const paymentMethodFields = ['name', 'description', 'paymentType', 'iconUrl', 'onRamp'] as const;

export interface PaymentMethodFormValues {
  name: string;
  description: string;
  paymentType: PaymentType;
  iconUrl: string;
  onRamp: boolean;
}

/** The contract's rule for icons: an absolute https address on a named host. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The body the form sends: texts trimmed, an empty icon address as null (the type's icon). */
export function normalizePaymentMethod(values: PaymentMethodFormValues): Required<Omit<PaymentMethodInput, 'iconUrl'>> & { iconUrl: string | null } {
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    paymentType: values.paymentType,
    iconUrl: values.iconUrl?.trim() || null,
    onRamp: Boolean(values.onRamp),
  };
}

/** A method as the form edits it. */
export function paymentMethodFormValues(method: PaymentMethod): PaymentMethodFormValues {
  return {
    name: method.name,
    description: method.description,
    paymentType: method.paymentType,
    iconUrl: method.iconUrl ?? '',
    onRamp: method.onRamp,
  };
}
