import { t } from 'i18next';
import type { ErrorParamValues } from '@exchange/contract/platform/error-codes';
import { ApiRequestError, type ApiErrorBody, type ApiErrorDetail } from './api-request-error.ts';
import { clearStoredSession } from './stored-session.ts';

type UnauthorizedHandler = () => void;

// A full page load is the safe default; the app swaps in a router navigation once it is mounted.
let unauthorizedHandler: UnauthorizedHandler = () => window.location.assign('/signin');

/** Returns a function that restores the previous handler. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

// Until the layout is mounted there is no screen to show the 2FA set-up on; the call's error says why.
let twoFactorSetupHandler: () => void = () => undefined;

/**
 * Called when a call answers 403 auth.twoFactorSetupRequired: the account must set up Google
 * Authenticator before anything else works. Returns a function that restores the previous handler.
 */
export function setTwoFactorSetupHandler(handler: () => void): () => void {
  const previous = twoFactorSetupHandler;
  twoFactorSetupHandler = handler;
  return () => {
    twoFactorSetupHandler = previous;
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Names this console does not know are let through: the texts use only the ones they name.
const isParams = (value: unknown): value is ErrorParamValues =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

const isDetail = (value: unknown): value is ApiErrorDetail =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  typeof value.code === 'string' &&
  typeof value.message === 'string' &&
  (value.params === undefined || isParams(value.params));

// A hand check of apiErrorSchema's shape: zod itself would cost the sign-in page ~25 kB gzipped.
// A code this console does not know (a newer server) still reads as an error: its message is shown.
function isApiError(body: unknown): body is ApiErrorBody {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  const { code, message, params, details } = body.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (params === undefined || isParams(params)) &&
    (details === undefined || (Array.isArray(details) && details.every(isDetail)))
  );
}

export function toRequestError(status: number, body: unknown): ApiRequestError {
  if (isApiError(body)) {
    const { code, message, details, params } = body.error;
    return new ApiRequestError(status, code, message, details, params);
  }
  return new ApiRequestError(status, `HTTP_${status}`, t('errors.requestFailed', { status }));
}

/**
 * Sends one request to the admin API with the stored session (unless it carries its own
 * Authorization) and returns its 2xx response. Anything else throws an ApiRequestError; a 401 also
 * ends the session and goes to /signin unless `unauthorizedIsError` (the sign-in calls).
 */
export async function sendToApi(request: Request, unauthorizedIsError = false): Promise<Response> {
  if (!request.headers.has('Authorization')) {
    const token = localStorage.getItem('adminToken');
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'NETWORK_ERROR', t('errors.network'));
  }
  if (response.ok) return response;

  const error = toRequestError(response.status, await readJson(response));
  if (response.status === 401 && !unauthorizedIsError) {
    clearStoredSession();
    unauthorizedHandler();
  }
  if (response.status === 403 && error.code === 'auth.twoFactorSetupRequired') twoFactorSetupHandler();
  throw error;
}
