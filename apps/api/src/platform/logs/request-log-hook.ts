import type { ApiApp } from '../http/api-app.ts';
import type { RequestLogWriter } from './request-log-writer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path itself is a credential (a download token): the request log keeps the route pattern instead. */
    secretInPath?: boolean;
  }
}

const API_PATH = /^\/(admin|auth)(\/|\?|$)/;

/**
 * One line per API call, handed to the writer after the answer is sent: it only buffers, and
 * inserts in batches off the request path, so the log costs the caller nothing. Closing the app
 * writes what is buffered.
 */
export function registerRequestLog(app: ApiApp, writer: RequestLogWriter) {
  app.addHook('onResponse', async (request, reply) => {
    if (!API_PATH.test(request.url)) return;
    const route = request.routeOptions.url ?? null;
    writer.write({
      time: new Date().toISOString(),
      reqId: String(request.id),
      method: request.method,
      url: request.routeOptions.config.secretInPath ? (route ?? '') : request.url.slice(0, 2000),
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      adminId: request.admin?.id ?? null,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    });
  });
  app.addHook('onClose', async () => writer.close());
}
