import { t } from 'i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';

/**
 * The sign-in answer to the password of an access request that is not approved: the server says so
 * only to whoever typed the applicant's own password. Undefined for any other error.
 */
export function accessRequestRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'ACCESS_REQUEST_PENDING') return t('signIn.requestPending');
  if (error.code === 'ACCESS_REQUEST_REFUSED') return t('signIn.requestRefused');
  return undefined;
}
