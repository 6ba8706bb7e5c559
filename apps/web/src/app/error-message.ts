import { t } from 'i18next';
import { ApiRequestError, type ApiErrorDetail } from './api-request-error.ts';
import { apiFieldLabel, errorText } from './error-text.ts';
import { detailText } from './form-errors.ts';

/**
 * A field's problem shown away from its form, in the console's language: "Start date: Must be a
 * date between ...". The field goes by its label, never by its API name; without a known label the
 * text stands alone.
 */
export function fieldProblemText(detail: ApiErrorDetail): string {
  const label = apiFieldLabel(detail.field);
  const text = detailText(detail);
  return label ? t('errors.withField', { field: label, message: text }) : text;
}

/**
 * The text to show for a failed call, in the console's language: the answer's code and params
 * translated (the server's English message only for a code the console does not know), and for
 * an error about a field, that field by its label.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  const [detail] = error.details;
  if (detail) return fieldProblemText(detail);
  return errorText(error.code, error.params) ?? error.message;
}
