import { and, eq, sql } from 'drizzle-orm';
import type { CreateWebhookEndpoint, CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '@exchange/contract/integration/webhooks';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { generateWebhookSecret } from './api-keys.ts';
import { webhookDeliveries as d, webhookEndpoints as w } from './integration-tables.ts';
import { getWebhookDelivery, getWebhookEndpoint } from './webhook-queries.ts';

const audited = (endpoint: WebhookEndpoint) => ({ url: endpoint.url, eventTypes: endpoint.eventTypes, enabled: endpoint.enabled });

/** A new endpoint and its signing secret: the secret is returned this once, and stored sealed (box). */
export async function createWebhookEndpoint(db: Db, body: CreateWebhookEndpoint, actor: Actor, box: SecretBox): Promise<CreatedWebhookEndpoint> {
  const secret = generateWebhookSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(w)
      .values({ url: body.url, description: body.description ?? null, eventTypes: [...new Set(body.eventTypes)], secret: box.seal(secret), createdBy: actor.id })
      .returning({ id: w.id });
    if (!row) throw new Error('webhook endpoint insert returned nothing');
    const endpoint = await getWebhookEndpoint(tx, row.id);
    await writeAudit(tx, actor, { action: 'integration.webhook.create', outcome: 'SUCCESS', targetType: 'webhook_endpoint', targetId: row.id, after: audited(endpoint) });
    return row.id;
  });
  return { endpoint: await getWebhookEndpoint(db, id), secret };
}

/** Enables or disables an endpoint, or changes the event types it wants (from the next event on). */
export async function updateWebhookEndpoint(db: Db, id: string, body: { enabled?: boolean | undefined; eventTypes?: string[] | undefined }, actor: Actor): Promise<WebhookEndpoint> {
  await db.transaction(async (tx) => {
    await tx.select({ id: w.id }).from(w).where(eq(w.id, id)).for('update');
    const before = await getWebhookEndpoint(tx, id);
    await tx
      .update(w)
      .set({ enabled: body.enabled ?? before.enabled, eventTypes: body.eventTypes ? [...new Set(body.eventTypes)] : before.eventTypes, updatedAt: sql`now()` })
      .where(eq(w.id, id));
    const after = await getWebhookEndpoint(tx, id);
    await writeAudit(tx, actor, { action: 'integration.webhook.update', outcome: 'SUCCESS', targetType: 'webhook_endpoint', targetId: id, before: audited(before), after: audited(after) });
  });
  return getWebhookEndpoint(db, id);
}

/**
 * Sends the event to the endpoint again, whatever became of the delivery: a new job owns it (an
 * older one still waiting then does nothing), and the attempts go on counting.
 */
export async function redeliverWebhook(db: Db, id: string, actor: Actor): Promise<WebhookDelivery> {
  await db.transaction(async (tx) => {
    await tx.select({ id: d.id }).from(d).where(eq(d.id, id)).for('update');
    const before = await getWebhookDelivery(tx, id);
    const jobId = await enqueueJob(tx, 'webhook-delivery', { deliveryId: id });
    await tx.update(d).set({ status: 'PENDING', jobId, deliveredAt: null }).where(and(eq(d.id, id)));
    await writeAudit(tx, actor, {
      action: 'integration.webhook.redeliver',
      outcome: 'SUCCESS',
      targetType: 'webhook_delivery',
      targetId: id,
      before: { status: before.status, attempts: before.attempts },
      after: { status: 'PENDING', eventId: before.eventId, eventType: before.eventType, endpoint: before.endpoint.url },
    });
  });
  return getWebhookDelivery(db, id);
}
