import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationEventType } from '@exchange/contract/integration/integration-events';
import { INTEGRATION_EVENT_TYPES } from '@exchange/contract/integration/integration-events';
import type { WebhookDeliveryStatus } from '@exchange/contract/integration/integration-rules';
import type { ListWebhookDeliveriesQuery, WebhookDelivery, WebhookEndpoint } from '@exchange/contract/integration/webhooks';
import type { DbOrTx } from '../../platform/db/database.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { integrationEvents as e } from './integration-event-tables.ts';
import { webhookDeliveries as d, webhookEndpoints as w } from './integration-tables.ts';

/** pg-boss's job table (its schema is the migrations', not drizzle-kit's): when a job runs next. */
const pgboss = pgSchema('pgboss');
const jobs = pgboss.table('job', { id: uuid('id').notNull(), name: text('name').notNull(), startAfter: timestamp('start_after', { withTimezone: true }).notNull() });

const creator = alias(admins, 'creator');
const isEventType = (value: string): value is IntegrationEventType => (INTEGRATION_EVENT_TYPES as readonly string[]).includes(value);

const toEndpoint = (r: { endpoint: typeof w.$inferSelect; creatorName: string | null }): WebhookEndpoint => ({
  id: r.endpoint.id,
  url: r.endpoint.url,
  description: r.endpoint.description,
  eventTypes: r.endpoint.eventTypes.filter(isEventType),
  enabled: r.endpoint.enabled,
  createdBy: r.endpoint.createdBy && r.creatorName !== null ? { id: r.endpoint.createdBy, name: r.creatorName } : null,
  createdAt: r.endpoint.createdAt.toISOString(),
  updatedAt: r.endpoint.updatedAt.toISOString(),
});

const selectEndpoints = (db: DbOrTx) => db.select({ endpoint: w, creatorName: creator.name }).from(w).leftJoin(creator, eq(creator.id, w.createdBy)).$dynamic();

export async function getWebhookEndpoint(db: DbOrTx, id: string): Promise<WebhookEndpoint> {
  const [row] = await selectEndpoints(db).where(eq(w.id, id));
  if (!row) throw notFound('webhookEndpoint.notFound', 'Webhook endpoint');
  return toEndpoint(row);
}

export async function listWebhookEndpoints(db: DbOrTx, q: { page: number; limit: number; withTotal: boolean }) {
  const list = await listPage(db, { select: selectEndpoints(db), count: w, where: undefined, orderBy: [desc(w.createdAt), desc(w.id)], page: q.page, limit: q.limit, withTotal: q.withTotal });
  return { ...list, items: list.items.map(toEndpoint) };
}

type DeliveryFilters = Pick<ListWebhookDeliveriesQuery, 'status' | 'eventType' | 'endpointId' | 'eventId'>;
const deliveryFilters = defineFilters<DeliveryFilters>({
  status: (v) => eq(d.status, v),
  eventType: (v) => eq(d.eventType, v),
  endpointId: (v) => eq(d.endpointId, v),
  eventId: (v) => eq(d.eventId, v),
});

const deliveryColumns = {
  delivery: d,
  subjectType: e.subjectType,
  subjectId: e.subjectId,
  occurredAt: e.occurredAt,
  url: w.url,
  // Waiting deliveries only: the job's start_after is its first try or its next retry.
  nextAttemptAt: sql<Date | null>`case when ${d.status} in ('PENDING', 'RETRYING') then ${jobs.startAfter} end`,
};

const selectDeliveries = (db: DbOrTx) =>
  db
    .select(deliveryColumns)
    .from(d)
    .innerJoin(e, eq(e.id, d.eventId))
    .innerJoin(w, eq(w.id, d.endpointId))
    .leftJoin(jobs, and(eq(jobs.name, 'webhook-delivery'), eq(jobs.id, d.jobId)))
    .$dynamic();

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.delivery.id,
  eventId: r.delivery.eventId,
  eventType: isEventType(r.delivery.eventType) ? r.delivery.eventType : 'deposit.credited',
  subjectType: r.subjectType,
  subjectId: r.subjectId,
  endpoint: { id: r.delivery.endpointId, url: r.url },
  status: r.delivery.status as WebhookDeliveryStatus,
  attempts: r.delivery.attempts,
  lastAttemptAt: iso(r.delivery.lastAttemptAt),
  lastHttpStatus: r.delivery.lastHttpStatus,
  lastError: r.delivery.lastError,
  nextAttemptAt: iso(r.nextAttemptAt),
  deliveredAt: iso(r.delivery.deliveredAt),
  occurredAt: r.occurredAt.toISOString(),
  createdAt: r.delivery.createdAt.toISOString(),
});

export async function getWebhookDelivery(db: DbOrTx, id: string): Promise<WebhookDelivery> {
  const [row] = await selectDeliveries(db).where(eq(d.id, id));
  if (!row) throw notFound('webhookDelivery.notFound', 'Webhook delivery');
  return toDelivery(row);
}

export async function listWebhookDeliveries(db: DbOrTx, q: DeliveryFilters & { page: number; limit: number; withTotal: boolean }) {
  const list = await listPage(db, {
    select: selectDeliveries(db),
    count: d,
    where: deliveryFilters.where(q),
    orderBy: [desc(d.createdAt), desc(d.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toDelivery) };
}
