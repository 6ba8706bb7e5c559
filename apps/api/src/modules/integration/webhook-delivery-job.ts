import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@exchange/contract/integration/integration-rules';
import type { IntegrationEvent } from '@exchange/contract/integration/integration-events';
import type { Db } from '../../platform/db/database.ts';
import type { JobWorker } from '../../platform/jobs/job-queue.ts';
import { integrationEvents as e } from './integration-event-tables.ts';
import { webhookDeliveries as d, webhookEndpoints as w } from './integration-tables.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { fetch as undiciFetch } from 'undici';
import { externalOnlyAgent, internalAddressOf } from './webhook-address.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** The body a receiver gets: integrationEventSchema. */
export function eventBody(row: typeof e.$inferSelect): IntegrationEvent {
  return {
    id: row.id,
    type: row.type as IntegrationEvent['type'],
    subjectType: row.subjectType as IntegrationEvent['subjectType'],
    subjectId: row.subjectId,
    customerId: row.customerId,
    data: row.data as Record<string, unknown>,
    occurredAt: row.occurredAt.toISOString(),
  };
}

interface Attempt {
  httpStatus: number | null;
  error: string | null;
}

export interface DeliveryOptions {
  timeoutMs: number;
  /** Receivers on loopback and private addresses are allowed (development, tests). */
  allowInternalUrls: boolean;
}

async function post(url: string, secret: string, event: IntegrationEvent, { timeoutMs, allowInternalUrls }: DeliveryOptions): Promise<Attempt> {
  // Checked again at each attempt: a name can be pointed at an internal address after it was saved.
  const internal = allowInternalUrls ? undefined : await internalAddressOf(url);
  if (internal) return { httpStatus: null, error: `refused: the receiver's host resolves to an internal address (${internal})` };
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await undiciFetch(url, {
      // Without the internal-URL exception, the connection itself refuses an internal address.
      ...(allowInternalUrls ? {} : { dispatcher: externalOnlyAgent }),
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'exchange-back-office-webhooks/1',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        [WEBHOOK_EVENT_ID_HEADER]: event.id,
      },
      body,
      // A redirect is not an acknowledgement: the receiver's URL is the one configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not read: only the status says whether it was taken.
    await response.body?.cancel();
    return { httpStatus: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (err) {
    const error = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { httpStatus: null, error: error.slice(0, 500) };
  }
}

/**
 * One attempt of one delivery. Acknowledged (2xx): DELIVERED, done. Otherwise the attempt is
 * recorded and the job fails, so the queue retries it with exponential backoff until its retry
 * limit (then FAILED). A job that is no longer the delivery's own (an admin redelivered it since)
 * does nothing, and neither does one for a delivery already acknowledged.
 */
export async function attemptDelivery(db: Db, box: SecretBox, deliveryId: string, jobId: string, lastTry: boolean, options: DeliveryOptions): Promise<void> {
  const [row] = await db
    .select({ delivery: d, event: e, url: w.url, secret: w.secret, enabled: w.enabled })
    .from(d)
    .innerJoin(e, eq(e.id, d.eventId))
    .innerJoin(w, eq(w.id, d.endpointId))
    .where(eq(d.id, deliveryId));
  if (!row || row.delivery.jobId !== jobId || row.delivery.status === 'DELIVERED') return;
  if (!row.enabled) {
    await db.update(d).set({ status: 'FAILED', lastError: 'the endpoint is disabled' }).where(eq(d.id, deliveryId));
    return;
  }
  const attempt = await post(row.url, box.open(row.secret), eventBody(row.event), options);
  const delivered = attempt.error === null;
  await db
    .update(d)
    .set({
      status: delivered ? 'DELIVERED' : lastTry ? 'FAILED' : 'RETRYING',
      attempts: sql`${d.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      lastHttpStatus: attempt.httpStatus,
      lastError: attempt.error,
      deliveredAt: delivered ? sql`now()` : null,
    })
    .where(eq(d.id, deliveryId));
  if (!delivered) throw new Error(`webhook delivery ${deliveryId} failed: ${attempt.error}`);
}

export function webhookDeliveryWorker(db: Db, box: SecretBox, options: DeliveryOptions): JobWorker<WebhookDeliveryJob> {
  return {
    queue: 'webhook-delivery',
    batchSize: 20,
    handle: (job) => attemptDelivery(db, box, job.data.deliveryId, job.id, job.retryCount >= job.retryLimit, options),
  };
}
