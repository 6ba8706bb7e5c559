import { ApiRequestError } from '../../../app/api-request-error.ts';
import { fieldErrorsOf, type FieldError } from '../../../app/form-errors.ts';

/**
 * A 400's field messages for a form whose fields are the body's top-level keys: the server names
 * a list item as `paymentMethodIds.0`, which belongs on the `paymentMethodIds` field.
 */
export function formFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldError<Field>[] {
  if (!(error instanceof ApiRequestError)) return [];
  const details = error.details.map((detail) => ({ ...detail, field: detail.field.split('.')[0] ?? detail.field }));
  return fieldErrorsOf(new ApiRequestError(error.status, error.code, error.message, details, error.params), fields);
}
