import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, type ApiError } from '@exchange/contract/platform/errors';
import { KYC_DOCUMENT_MAX_BYTES } from '@exchange/contract/kyc/kyc-reviews';
import { apiPath } from '../api-package-root.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { makeErrorHandler } from './error-handler.ts';
import { refuseUnstorableText } from './refuse-unstorable-text.ts';
import { securityHeaders } from './security-headers.ts';
import { makeAuthenticateHook, readAlongsideSession, type RouteAccess } from './route-access.ts';

export type ApiApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Every API route with its declared access: what the route x policy tests walk. */
export interface ApiRouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRouteEntry[];
  }
}

const defaultWebDist = apiPath('..', 'web', 'dist');

const routeNotFound = (method: string, url: string): ApiError => ({
  error: { code: 'route.notFound', message: `${method} ${url.split('?')[0]} does not exist` },
});

/** Schemas /docs writes once, under components, and refers to: the error body of every route. */
const sharedSchemas = z.registry<{ id: string }>().add(apiErrorSchema, { id: 'ApiError' });

const errorMeaning: Record<number, string> = {
  400: 'Bad input: `error.details` names each field, with its code',
  401: 'No session, or it expired: sign in again',
  403: 'Not allowed: a policy the admin lacks, two-factor set-up owed, or an address outside the allowlist',
  404: 'Not found',
  409: 'Not in a state that allows this: another admin changed it first, or it was done already',
  410: 'Gone: the single-use link was used or expired',
  413: 'Too large: `error.details` names the field and its limit',
  415: 'Not a type this call takes (judged by the content): `error.details` names the field',
  429: 'Too many failed attempts: try again later',
  503: 'Unavailable: a service the call needs is not configured or does not answer (`error.code` says which)',
};

/**
 * The error answers a route gives because of what it is, each with the contract's error body, so
 * /docs shows what a client must handle: 400 when it takes input, 401 and 403 behind a session,
 * 404 when its path names a record, 409 when a signed-in admin changes something (the sign-in
 * calls change no record another admin could have changed first); and those its `config.errors`
 * adds (429 of a throttled sign-in, 404 of an id in a body). A route's own schema for a status wins.
 */
function errorAnswers(route: RouteOptions, access: RouteAccess) {
  const schema = route.schema ?? {};
  const changes = [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD');
  const statuses = [
    ...(schema.body || schema.querystring || schema.params ? [400] : []),
    ...(access === 'public' ? [] : [401, 403]),
    ...(schema.params ? [404] : []),
    ...(changes && access !== 'public' && access !== 'pendingSession' ? [409] : []),
    ...(route.config?.errors ?? []),
  ];
  return Object.fromEntries(
    statuses.map((status) => [status, { description: errorMeaning[status] ?? 'Error', content: { 'application/json': { schema: apiErrorSchema } } }]),
  );
}

/** The origin of an absolute LEADS_API_URL; none for a path on this origin. */
const leadsOrigin = (apiUrl: string) => (/^https?:\/\//.test(apiUrl) ? [new URL(apiUrl).origin] : []);

export interface AppOptions {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger | boolean;
  webDist?: string;
}

/** The bare server with every cross-cutting concern; areas add their routes in `build-server.ts`. */
export async function createApiApp({ db, config, logger, webDist = defaultWebDist }: AppOptions): Promise<ApiApp> {
  const app = Fastify({
    loggerInstance: typeof logger === 'boolean' ? undefined : logger,
    logger: typeof logger === 'boolean' ? logger : undefined,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(makeErrorHandler(db));
  app.decorateRequest('admin', null);
  app.decorateRequest('refusedAdmin', null);
  app.decorateRequest('sessionCheck', null);

  // Every /admin and /auth route must say who may call it: forgetting is a start-up failure.
  const apiRoutes: ApiRouteEntry[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/admin') || route.url.startsWith('/auth');
    if (!isApi) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`route ${route.method} ${route.url} declares no access policy`);
    const own = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorAnswers(route, access), ...own } };
    if (route.config?.readsAlongsideSession) {
      if (![route.method].flat().every((m) => m === 'GET' || m === 'HEAD') || access === 'public') throw new Error(`route ${route.method} ${route.url}: only a signed-in GET may read alongside its session check`);
      route.handler = readAlongsideSession(route.handler);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Payment-method icons may live on a CDN; images cannot run code, and no-referrer keeps the console's URLs private.
        // blob: the console shows a KYC document from the bytes it fetched with the session's token
        // (an <img> or <iframe> cannot send that header); only the console's own scripts make blob: URLs.
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        // The leads API, when LEADS_API_URL puts it on another origin.
        connectSrc: ["'self'", ...leadsOrigin(config.leads.apiUrl)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Off: it would break a plain-HTTP deployment inside a private network.
        upgradeInsecureRequests: null,
      },
    },
  });
  // First of the hooks: an answer refused by the session gate carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onRequest', makeAuthenticateHook(db, config));
  app.addHook('preValidation', refuseUnstorableText);

  // Uploads (KYC documents): one file per request, cut off past the documents' size limit.
  await app.register(fastifyMultipart, { limits: { fileSize: KYC_DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Exchange back-office admin API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry: sharedSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Chunks carry a content hash in their name: they can be cached for good.
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The console is a single-page app: any other GET that is not the API gets its index.html.
    app.setNotFoundHandler((request, reply) => {
      const isApi = /^\/(admin|auth|docs|healthz|readyz|leads-api)(\/|\?|$)/.test(request.url);
      // HEAD too: load balancers and uptime checks probe with it.
      if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) {
        // index.html names the hashed chunks of the current build: never serve a stale one.
        return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
      }
      return reply.code(404).send(routeNotFound(request.method, request.url));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(routeNotFound(request.method, request.url)),
    );
  }
  return app;
}
