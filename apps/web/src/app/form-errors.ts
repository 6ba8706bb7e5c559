import { ApiRequestError } from './api-request-error.ts';

export interface FieldError<Field extends string> {
  name: Field;
  errors: string[];
}

/**
 * A 400's field messages for the form fields that exist, ready for antd's `form.setFields`. The
 * server names a list item as `paymentMethodIds.0`: without a field of that name, it belongs on
 * `paymentMethodIds`. Empty when the error carries none, so the caller shows a general message instead.
 */
export function fieldErrorsOf<Field extends string>(error: unknown, fields: readonly Field[]): FieldError<Field>[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.details.flatMap((detail) => {
    const field = fields.find((name) => name === detail.field) ?? fields.find((name) => name === detail.field.split('.')[0]);
    return field ? [{ name: field, errors: [detail.message] }] : [];
  });
}
