import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { writeAudit } from '../audit/write-audit.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';

type ErrorBody = { error: { code: string; message: string; details?: { field: string; message: string }[] } };

function send(reply: FastifyReply, status: number, body: ErrorBody) {
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

/** Maps every failure to the contract's error body; bad input is always a 4xx naming the field. */
export const makeErrorHandler = (db: Db) => async function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    await recordRefusal(db, error, request).catch((err: unknown) => request.log.error({ err }, 'a refusal could not be audited'));
    return send(reply, error.status, { error: { code: error.code, message: error.message, details: error.details } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as FastifyError).validationContext ?? 'body';
    const details = error.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
      message: v.message ?? 'is invalid',
    }));
    const first = details[0];
    return send(reply, 400, {
      error: { code: 'VALIDATION_FAILED', message: first ? `${first.field}: ${first.message}` : 'Invalid request', details },
    });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type, body too large, ...
    const field = (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body' : undefined;
    return send(reply, status, {
      error: {
        code: status === 400 ? 'VALIDATION_FAILED' : (error as FastifyError).code ?? 'BAD_REQUEST',
        message: field ? `body: ${error.message}` : error.message,
        details: field ? [{ field, message: error.message }] : undefined,
      },
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { error: { code: 'INTERNAL', message: 'Something went wrong on the server. It has been logged.' } });
};
