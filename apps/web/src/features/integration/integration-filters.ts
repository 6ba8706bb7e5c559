import { INTEGRATION_EVENT_TYPES } from '@exchange/contract/integration/integration-events';
import { INTEGRATION_PAGE_SIZE, WEBHOOK_DELIVERY_STATUSES } from '@exchange/contract/integration/integration-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type ServiceAccountQuery = ListQueryOf<'/admin/integration/service-accounts'>;
export type WebhookEndpointQuery = ListQueryOf<'/admin/integration/webhooks'>;
export type WebhookDeliveryQuery = ListQueryOf<'/admin/integration/deliveries'>;

const pageSizes = [50, 100, 200];
const a = filterFields<ServiceAccountQuery>();
const d = filterFields<WebhookDeliveryQuery>();

export const serviceAccountFilters = defineFilters<ServiceAccountQuery>(
  [a.choice('status', ['ACTIVE', 'REVOKED'], { label: 'integration.fields.status', valueLabel: (s) => `integration.accountStatus.${s}`, testId: 'integration-account-status' })],
  { limit: INTEGRATION_PAGE_SIZE, pageSizes },
);

export const webhookEndpointFilters = defineFilters<WebhookEndpointQuery>([], { limit: INTEGRATION_PAGE_SIZE, pageSizes });

export const webhookDeliveryFilters = defineFilters<WebhookDeliveryQuery>(
  [
    d.choice('status', WEBHOOK_DELIVERY_STATUSES, { label: 'integration.fields.status', valueLabel: (s) => `integration.deliveryStatus.${s}`, testId: 'integration-delivery-status' }),
    d.choice('eventType', INTEGRATION_EVENT_TYPES, { label: 'integration.fields.eventType', valueLabel: (type) => `integration.eventTypes.${type.replace('.', '_')}`, testId: 'integration-delivery-type' }),
  ],
  { limit: INTEGRATION_PAGE_SIZE, pageSizes },
);
