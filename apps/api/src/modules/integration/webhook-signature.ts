import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery: HMAC-SHA256 with the endpoint's secret over `timestamp.body`
 * (Unix seconds, a dot, the exact body bytes), hex, as `v1=<hex>`. The timestamp is signed too,
 * so a receiver that refuses old timestamps cannot be fed a replayed delivery.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (the README shows the same check): recompute and compare in constant time. */
export function verifyWebhook(secret: string, timestamp: string, body: string, signature: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
