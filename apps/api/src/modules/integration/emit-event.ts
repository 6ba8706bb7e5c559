import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { IntegrationEventType, IntegrationSubjectType } from '@exchange/contract/integration/integration-events';
import type { Tx } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { integrationEvents } from './integration-event-tables.ts';
import { webhookDeliveries, webhookEndpoints } from './integration-tables.ts';

export interface EventToEmit {
  type: IntegrationEventType;
  subjectType: IntegrationSubjectType;
  subjectId: string;
  customerId?: string | null;
  /** What a receiver needs to act without calling back: amounts as decimal strings, ids, reasons. */
  data: Record<string, unknown>;
}

/**
 * Records an event in the outbox, with one delivery and its queue job per enabled endpoint that
 * wants this type. Takes the decision's transaction (not the database) on purpose: an event written
 * outside it could announce a decision that then rolled back, or miss one; and as the jobs commit
 * with the decision, a crash right after the commit still delivers (the queue runs them after restart).
 */
export async function emitEvent(tx: Tx, event: EventToEmit): Promise<string> {
  const [row] = await tx
    .insert(integrationEvents)
    .values({ type: event.type, subjectType: event.subjectType, subjectId: event.subjectId, customerId: event.customerId ?? null, data: event.data })
    .returning({ id: integrationEvents.id });
  if (!row) throw new Error('the outbox insert returned no row');
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${event.type} = any(${webhookEndpoints.eventTypes})`));
  for (const endpoint of endpoints) await scheduleDelivery(tx, row.id, endpoint.id, event.type);
  return row.id;
}

/** A delivery of an event to an endpoint, and the job that makes it. */
export async function scheduleDelivery(tx: Tx, eventId: string, endpointId: string, eventType: IntegrationEventType): Promise<string> {
  const id = randomUUID();
  const jobId = await enqueueJob(tx, 'webhook-delivery', { deliveryId: id });
  await tx.insert(webhookDeliveries).values({ id, eventId, endpointId, eventType, jobId });
  return id;
}
