import type { ErrorParamValues } from '@exchange/contract/platform/error-codes';
import type { ApiError } from '@exchange/contract/platform/errors';

type ContractDetail = NonNullable<ApiError['error']['details']>[number];
/** A field's problem as the answer names it; its code may be one a newer server added (then its message is shown). */
export type ApiErrorDetail = Omit<ContractDetail, 'code'> & { code: string };
/** The contract's error body, read by hand (api-client.ts): the codes are taken as strings, for the same reason. */
export interface ApiErrorBody {
  error: Omit<ApiError['error'], 'code' | 'details'> & { code: string; details?: ApiErrorDetail[] };
}

/**
 * A non-2xx answer of the admin API, or a request that never got one (status 0). `code` is the
 * answer's stable code (see ERROR_CODES), or the console's own `NETWORK_ERROR` / `HTTP_<status>`;
 * `message` is the server's English text, shown only when the console has no text for the code.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: ErrorParamValues;
  readonly details: readonly ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: readonly ApiErrorDetail[] = [], params: ErrorParamValues = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.params = params;
  }
}
