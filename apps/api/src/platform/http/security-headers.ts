import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet builds helmet's middleware again on every
 * request (parsing the Content-Security-Policy each time): a tenth of the CPU of a call that does
 * nothing else. These options hold no per-request value (no nonce), so every answer gets the same
 * headers, whatever helmet would set for them.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}
