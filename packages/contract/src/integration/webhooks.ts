import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { integrationEventTypeSchema } from './integration-events.ts';
import { INTEGRATION_DESCRIPTION_MAX, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_URL_MAX } from './integration-rules.ts';

const text = (max: number) => z.string().trim().max(max).refine(...noNul);
const personRef = z.object({ id: z.string(), name: z.string() });

/** http(s) only: the server posts to it. */
const webhookUrl = text(WEBHOOK_URL_MAX).pipe(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }));

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(integrationEventTypeSchema),
  enabled: z.boolean(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = listResponseSchema(webhookEndpointSchema);
export const listWebhookEndpointsQuerySchema = z.object({ ...pageQuerySchema });

export const createWebhookEndpointSchema = z.object({
  url: webhookUrl,
  description: text(INTEGRATION_DESCRIPTION_MAX).optional(),
  eventTypes: z.array(integrationEventTypeSchema).min(1),
});
export type CreateWebhookEndpoint = z.infer<typeof createWebhookEndpointSchema>;

/** The answer to a creation: the only time the signing secret is sent. */
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z.object({
  enabled: z.boolean().optional(),
  eventTypes: z.array(integrationEventTypeSchema).min(1).optional(),
});

export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: integrationEventTypeSchema,
  subjectType: z.string(),
  subjectId: z.string(),
  endpoint: z.object({ id: z.string(), url: z.string() }),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the queue tries again (RETRYING), or first (PENDING). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  occurredAt: z.string(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = listResponseSchema(webhookDeliverySchema);
export const listWebhookDeliveriesQuerySchema = z.object({
  ...pageQuerySchema,
  status: webhookDeliveryStatusSchema.optional(),
  eventType: integrationEventTypeSchema.optional(),
  endpointId: z.string().uuid().optional(),
  eventId: z.string().uuid().optional(),
});
export type ListWebhookDeliveriesQuery = z.input<typeof listWebhookDeliveriesQuerySchema>;
