import type { ErrorCode, ErrorParamsArg, ErrorParamValues } from '@exchange/contract/platform/error-codes';

export interface FieldProblem {
  field: string;
  code: ErrorCode;
  message: string;
  params?: ErrorParamValues;
}

/**
 * An expected refusal: becomes `{ error: { code, message, params, details } }` with its status.
 * Made through the helpers below, which check each code's params against ERROR_CODES.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly params?: ErrorParamValues,
    readonly details?: FieldProblem[],
  ) {
    super(message);
  }
}

/** Any status; prefer the named helpers. */
export const appError = <C extends ErrorCode>(status: number, code: C, message: string, ...params: ErrorParamsArg<C>) =>
  new AppError(status, code, message, params[0]);

/** A refusal about one field: the detail names it, so the console can show it on that field. */
export const fieldError = <C extends ErrorCode>(status: number, field: string, code: C, message: string, ...params: ErrorParamsArg<C>) =>
  new AppError(status, code, `${field}: ${message}`, params[0], [{ field, code, message, params: params[0] }]);

export const badField = <C extends ErrorCode>(field: string, code: C, message: string, ...params: ErrorParamsArg<C>) =>
  fieldError(400, field, code, message, ...params);
/** A 409 that names its field (a taken name or e-mail), shown where the admin typed the value. */
export const conflictOn = <C extends ErrorCode>(field: string, code: C, message: string, ...params: ErrorParamsArg<C>) =>
  fieldError(409, field, code, message, ...params);
/** `what` starts the English message: "Reward not found". */
export const notFound = (code: ErrorCode, what: string) => new AppError(404, code, `${what} not found`);
export const conflict = <C extends ErrorCode>(code: C, message: string, ...params: ErrorParamsArg<C>) => appError(409, code, message, ...params);
export const forbidden = <C extends ErrorCode>(code: C, message: string, ...params: ErrorParamsArg<C>) => appError(403, code, message, ...params);
export const unauthenticated = (code: 'auth.sessionExpired' | 'auth.signInRequired' = 'auth.sessionExpired', message = 'Your session has expired, please sign in again') =>
  new AppError(401, code, message);
export const tooManyAttempts = () => new AppError(429, 'auth.tooManyAttempts', 'Too many failed attempts. Try again later.');
