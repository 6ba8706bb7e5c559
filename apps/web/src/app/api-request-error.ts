import type { ApiError } from '@exchange/contract/platform/errors';

export type ApiErrorDetail = NonNullable<ApiError['error']['details']>[number];

/** A non-2xx answer of the admin API, or a request that never got one (status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: readonly ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: readonly ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
