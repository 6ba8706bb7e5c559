import { z } from 'zod';

/**
 * What the back office tells the exchange's services after a decision. Each event is written to the
 * outbox in the transaction that makes the decision, then delivered to the configured webhooks.
 */
export const INTEGRATION_EVENT_TYPES = [
  'deposit.credited',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.failed',
  'account.activated',
  'account.frozen',
  'account.unfrozen',
  'account.closed',
  'kyc.approved',
  'order.cancelled',
  'alert.raised',
  'liquidity.low',
] as const;
export const integrationEventTypeSchema = z.enum(INTEGRATION_EVENT_TYPES);
export type IntegrationEventType = z.infer<typeof integrationEventTypeSchema>;

/** The kind of thing an event is about, so a receiver can fetch or match it. */
export const INTEGRATION_SUBJECT_TYPES = ['FIAT_DEPOSIT', 'LEAN_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_DEPOSIT', 'CRYPTO_WITHDRAWAL', 'CUSTOMER', 'KYC_REQUEST', 'ALERT', 'TRADE_ORDER', 'LIQUIDITY_ALERT'] as const;
export const integrationSubjectTypeSchema = z.enum(INTEGRATION_SUBJECT_TYPES);
export type IntegrationSubjectType = z.infer<typeof integrationSubjectTypeSchema>;

/** The body a webhook receives (signed; see the README's integration section). */
export const integrationEventSchema = z.object({
  id: z.uuid(),
  type: integrationEventTypeSchema,
  subjectType: integrationSubjectTypeSchema,
  subjectId: z.string(),
  customerId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;
