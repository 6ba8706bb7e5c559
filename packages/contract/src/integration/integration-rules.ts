// Without zod, so the console can import the catalogues for the price of the names.

/**
 * What a service account may do through /platform/...: one scope per kind of report. The crypto
 * scopes are granted now and used by the crypto routes; trades.report is the matching engine's
 * (orders placed, filled, cancelled by the customer); the staking and savers scopes open stakes and
 * savings for customers, the liquidity scope reports the venues' balances, the OTP scope reads
 * the methods switched on and reports each code's fate.
 */
export const SERVICE_SCOPES = [
  'deposits.report',
  'withdrawals.request',
  'payouts.report',
  'crypto.deposits.report',
  'crypto.confirmations.report',
  'crypto.payouts.report',
  'trades.report',
  'staking.stakes.open',
  'savers.deposits.report',
  'liquidity.balances.report',
  'otp.logs.report',
  // Growth: the customer app redeems a gift voucher code, or makes a donation, for a customer.
  'vouchers.redeem',
  'donations.make',
  // The social feed: the customer app sends its customers' posts, comments and reports.
  'posts.write',
  // Courses: the customer app reads the published courses and reports its customers' quiz attempts.
  'courses.learn',
] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const SERVICE_ACCOUNT_NAME_MAX = 80;
export const INTEGRATION_DESCRIPTION_MAX = 300;
export const INTEGRATION_REASON_MIN = 3;
export const INTEGRATION_REASON_MAX = 500;
export const WEBHOOK_URL_MAX = 2000;
export const INTEGRATION_PAGE_SIZE = 50;
/** An Idempotency-Key: 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long the first answer to a key is kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** Headers of a webhook delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-exchange-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-exchange-timestamp';
export const WEBHOOK_EVENT_ID_HEADER = 'x-exchange-event-id';
