import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Config } from '@exchange/api/src/platform/config.ts';
import type { CsvCopy, Db } from '@exchange/api/src/platform/db/database.ts';
import { makeErrorHandler } from '@exchange/api/src/platform/http/error-handler.ts';
import { refuseUnstorableText } from '@exchange/api/src/platform/http/refuse-unstorable-text.ts';
import { makeAuthenticateHook } from '@exchange/api/src/platform/http/route-access.ts';
import { registerLeadRoutes } from './lead-routes.ts';

export type LeadsApp = ReturnType<typeof createLeadsApp>;

export interface LeadsServerOptions {
  /** The admin API's database: the leads schema beside the admins, sessions, customers and audit log. */
  db: Db;
  config: Config;
  logger: FastifyBaseLogger | boolean;
  copyCsv?: CsvCopy;
}

const routeNotFound = (method: string, url: string): ApiError => ({
  error: { code: 'route.notFound', message: `${method} ${url.split('?')[0]} does not exist` },
});

function createLeadsApp({ config, logger }: Pick<LeadsServerOptions, 'config' | 'logger'>) {
  return Fastify<Server, IncomingMessage, ServerResponse, FastifyBaseLogger>({
    loggerInstance: typeof logger === 'boolean' ? undefined : logger,
    logger: typeof logger === 'boolean' ? logger : undefined,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * CORS for LEADS_ALLOWED_ORIGINS only (the console on another origin); a same-origin console (the
 * /leads-api default) needs none. The session token travels in Authorization, never a cookie.
 */
function allowListedOrigins(origins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET, POST, PUT')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  };
}

/**
 * The leads API: a server of its own (apps/leads), on the admin API's database. It accepts the admin
 * API's session tokens, checked the way the admin API checks them (the same session table, idle and
 * absolute expiry, 2FA, IP allowlist) and enforces the token's admin's `leads.*` policies; its changes
 * are audited into the admin API's audit log, so Admin Activities shows them.
 */
export async function buildLeadsServer(options: LeadsServerOptions) {
  const app = createLeadsApp(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(makeErrorHandler(options.db));
  app.decorateRequest('admin', null);
  app.decorateRequest('refusedAdmin', null);
  app.addHook('onRoute', (route) => {
    if (route.url === '/healthz' || route.url.startsWith('/docs') || route.method === 'OPTIONS') return;
    if (route.config?.access === undefined) throw new Error(`leads route ${route.method} ${route.url} declares no access policy`);
  });
  if (options.config.leads.allowedOrigins.length > 0) app.addHook('onRequest', allowListedOrigins(options.config.leads.allowedOrigins));
  app.addHook('onRequest', makeAuthenticateHook(options.db, options.config));
  app.addHook('preValidation', refuseUnstorableText);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Exchange back-office leads API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  registerLeadRoutes(app, options.db, options.copyCsv);
  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  if (options.config.leads.allowedOrigins.length > 0) app.options('/*', { config: { access: 'public' } }, async (_request, reply) => reply.code(204).send());
  app.setNotFoundHandler((request, reply) => reply.code(404).send(routeNotFound(request.method, request.url)));
  await app.ready();
  return app;
}
