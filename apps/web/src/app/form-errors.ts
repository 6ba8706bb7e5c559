import { ApiRequestError, type ApiErrorDetail } from './api-request-error.ts';
import { errorText } from './error-text.ts';

export interface FieldError<Field extends string> {
  name: Field;
  errors: string[];
}

/** A field's problem in the console's language (the server's words only for a code it does not know). */
export const detailText = (detail: ApiErrorDetail) => errorText(detail.code, detail.params) ?? detail.message;

/**
 * A refusal's field messages for the form fields that exist, translated, ready for antd's
 * `form.setFields`: shown under the field, beside its label. The server names a list item as
 * `paymentMethodIds.0`: without a field of that name, it belongs on `paymentMethodIds`. Empty when
 * the error names none of them, so the caller knows to show a general message instead.
 */
export function fieldErrorsOf<Field extends string>(error: unknown, fields: readonly Field[]): FieldError<Field>[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.details.flatMap((detail) => {
    const field = fields.find((name) => name === detail.field) ?? fields.find((name) => name === detail.field.split('.')[0]);
    return field ? [{ name: field, errors: [detailText(detail)] }] : [];
  });
}
