import type { IntegrationEventType } from '@exchange/contract/integration/integration-events';

/** 'deposit.credited' -> 'integration.eventTypes.deposit_credited' (i18next reads dots as nesting). */
export const eventTypeLabelKey = (type: IntegrationEventType) => `integration.eventTypes.${type.replace('.', '_')}`;
