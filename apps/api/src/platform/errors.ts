import type { ErrorCode } from '@exchange/contract/platform/errors';

export interface FieldProblem {
  field: string;
  message: string;
}

/** An expected refusal: becomes `{ error: { code, message, details } }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldProblem[],
  ) {
    super(message);
  }
}

export const badField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** A 409 that names its field, so that the console shows it where the admin typed the value. */
export const conflictOn = (field: string, message: string) => new AppError(409, 'CONFLICT', `${field}: ${message}`, [{ field, message }]);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Your session has expired, please sign in again') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts. Try again later.');
