import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, isErrorParamName, type ErrorCode, type ErrorParamValues } from '@exchange/contract/platform/error-codes';
import type { ApiError } from '@exchange/contract/platform/errors';
import { writeAudit } from '../audit/write-audit.ts';
import type { Db } from '../db/database.ts';
import { AppError, type FieldProblem } from '../errors.ts';
import { confirmedAdmin } from './route-access.ts';

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).send(body);
}

/**
 * A refused attempt to change something is part of the trail, whether the route's gate or the
 * handler decided it (resolving a dispute without the resolve policy): who tried what, from where.
 * Written here, once, after the handler's transaction has rolled back. Reads are not recorded,
 * and neither are refusals of callers without a session (anyone could fill the table with those).
 */
async function recordRefusal(db: Db, error: AppError, request: FastifyRequest) {
  const admin = request.refusedAdmin ?? request.admin;
  if (error.status !== 403 || request.method === 'GET' || request.method === 'HEAD' || !admin) return;
  await writeAudit(db, { id: admin.id, email: admin.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, {
    action: 'access.denied',
    outcome: 'DENIED',
    targetType: 'route',
    targetId: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    detail: `${error.code}: ${error.message}`.slice(0, 500),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The value at a zod path in what the client sent: `undefined` when the field is missing. */
function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const key of path) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** A bound of a zod issue (number or bigint) as JSON can carry it. */
const bound = (value: unknown): number | string | undefined =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? value.toString() : undefined;

/** The params a contract refinement gave its issue (see issueCode in the contract): the code and its values. */
function customIssueCode(issueParams: unknown): { code: ErrorCode; params?: ErrorParamValues } {
  const given = isRecord(issueParams) ? issueParams.params : undefined;
  if (!isRecord(given) || typeof given.code !== 'string' || !isErrorCode(given.code)) return { code: 'validation.invalid' };
  const params: Partial<Record<string, string | number>> = {};
  for (const [name, value] of Object.entries(given)) {
    if (isErrorParamName(name) && (typeof value === 'string' || typeof value === 'number')) params[name] = value;
  }
  return Object.keys(params).length > 0 ? { code: given.code, params } : { code: given.code };
}

/**
 * A zod issue as one of the contract's generic validation codes: zod says what kind of check
 * failed (`too_big` of a string), the code says it in words a client can translate (`validation.tooLong`, max).
 */
function zodIssueCode(issue: FastifySchemaValidationError, sent: unknown, path: string[]): { code: ErrorCode; params?: ErrorParamValues } {
  const p = issue.params;
  const origin = p.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return { code: valueAt(sent, path) === undefined ? 'validation.required' : 'validation.invalidType' };
    case 'too_small': {
      const min = bound(p.minimum) ?? 0;
      if (origin === 'string') return Number(min) <= 1 ? { code: 'validation.required' } : { code: 'validation.tooShort', params: { min } };
      if (origin === 'array' || origin === 'set') return { code: 'validation.tooFew', params: { min } };
      return { code: 'validation.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = bound(p.maximum) ?? 0;
      if (origin === 'string') return { code: 'validation.tooLong', params: { max } };
      if (origin === 'array' || origin === 'set') return { code: 'validation.tooMany', params: { max } };
      return { code: 'validation.tooLarge', params: { max } };
    }
    case 'invalid_format':
      if (p.format === 'email') return { code: 'validation.invalidEmail' };
      if (p.format === 'date' || p.format === 'datetime' || p.format === 'time') return { code: 'validation.invalidDate' };
      return { code: 'validation.invalidFormat' };
    case 'invalid_union':
      return { code: 'validation.invalidFormat' };
    case 'invalid_value':
      return { code: 'validation.notAllowed' };
    case 'unrecognized_keys':
      return { code: 'validation.unknownField' };
    case 'custom':
      return customIssueCode(p);
    default:
      return { code: 'validation.invalid' };
  }
}

/** Each zod issue as a field problem: the dotted path, the generic code and zod's English message. */
function validationProblems(issues: FastifySchemaValidationError[], where: string, sent: unknown): FieldProblem[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    // An unknown key is about that key, not about the object holding it.
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys) ? issue.params.keys : [];
    const unknownKey = typeof keys[0] === 'string' ? [keys[0]] : [];
    const field = [...path, ...unknownKey].join('.') || where;
    return { field, message: issue.message ?? 'is invalid', ...zodIssueCode(issue, sent, path) };
  });
}

/** What the request carried in the part a schema refused. */
function sentPart(request: FastifyRequest, where: string): unknown {
  if (where === 'querystring') return request.query;
  if (where === 'params') return request.params;
  if (where === 'headers') return request.headers;
  return request.body;
}

/** Fastify's own 4xx (malformed JSON, wrong content type, body too large...) as a contract code. */
function fastifyRefusalCode(status: number, fastifyCode: string | undefined): ErrorCode {
  if (status === 413) return 'request.tooLarge';
  if (status === 415) return 'request.unsupportedMediaType';
  if (status === 400 || fastifyCode?.startsWith('FST_ERR_CTP_')) return 'request.malformed';
  return 'request.refused';
}

/** Maps every failure to the contract's error body; bad input is always a 4xx naming the field. */
export const makeErrorHandler = (db: Db) => async function handleError(refused: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  // A read that started alongside its session lookup (bad input, say) answers the session's refusal first.
  const error = !request.sessionCheck ? refused
    : await confirmedAdmin(request).then(() => refused, (sessionRefusal: unknown) => (sessionRefusal instanceof AppError ? sessionRefusal : refused));
  if (error instanceof AppError) {
    await recordRefusal(db, error, request).catch((err: unknown) => request.log.error({ err }, 'a refusal could not be audited'));
    return send(reply, error.status, { error: { code: error.code, message: error.message, params: error.params, details: error.details } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = ('validationContext' in error && typeof error.validationContext === 'string' && error.validationContext) || 'body';
    const details = validationProblems(error.validation, where, sentPart(request, where));
    const first = details[0];
    return send(reply, 400, {
      error: first
        ? { code: first.code, message: `${first.field}: ${first.message}`, params: first.params, details }
        : { code: 'validation.invalid', message: 'Invalid request' },
    });
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type, body too large, ...
    const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    const isBody = fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    const code = fastifyRefusalCode(status, fastifyCode);
    return send(reply, status, {
      error: {
        code,
        message: isBody ? `body: ${error.message}` : error.message,
        details: isBody ? [{ field: 'body', code, message: error.message }] : undefined,
      },
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { error: { code: 'server.internal', message: 'Something went wrong on the server. It has been logged.' } });
};
