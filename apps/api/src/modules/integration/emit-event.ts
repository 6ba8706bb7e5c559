import type { IntegrationEventType, IntegrationSubjectType } from '@exchange/contract/integration/integration-events';
import type { Tx } from '../../platform/db/database.ts';
import { integrationEvents } from './integration-event-tables.ts';

export interface EventToEmit {
  type: IntegrationEventType;
  subjectType: IntegrationSubjectType;
  subjectId: string;
  customerId?: string | null;
  /** What a receiver needs to act without calling back: amounts as decimal strings, ids, reasons. */
  data: Record<string, unknown>;
}

/**
 * Records an event in the outbox. Takes the decision's transaction (not the database) on purpose:
 * an event written outside it could announce a decision that then rolled back, or miss one.
 */
export async function emitEvent(tx: Tx, event: EventToEmit): Promise<string> {
  const [row] = await tx
    .insert(integrationEvents)
    .values({ type: event.type, subjectType: event.subjectType, subjectId: event.subjectId, customerId: event.customerId ?? null, data: event.data })
    .returning({ id: integrationEvents.id });
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}
