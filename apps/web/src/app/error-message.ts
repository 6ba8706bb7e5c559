import { t } from 'i18next';
import { ApiRequestError } from './api-request-error.ts';

/** The text to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : t('errors.unexpected');
}
