import type { FastifyInstance } from 'fastify';
import type { ApiApp } from './api-app.ts';

/** The leads API's server (apps/leads), when it runs in this process: it is called without a socket. */
export type LeadsInProcess = Pick<FastifyInstance, 'inject'>;

// Headers that describe one connection or one body's framing, not the answer: never copied across.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/**
 * Serves the leads API on this origin under `prefix` (LEADS_API_URL's default, /leads-api): each
 * request is handed to the leads server in this process as it came (method, path below the prefix,
 * headers with the session token, body, the caller's address), and its answer goes back unchanged.
 * The leads server authenticates and authorizes on its own; this route only carries.
 */
export function registerLeadsForwarding(app: ApiApp, prefix: string, leads: LeadsInProcess) {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${prefix}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)));
      const answer = await leads.inject({
        method: request.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: request.url.slice(prefix.length) || '/',
        headers,
        payload: request.body === undefined ? undefined : JSON.stringify(request.body),
        remoteAddress: request.ip,
      });
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.rawPayload);
    },
  });
}
