// Without zod, so the console can import the catalogue for the price of the values.

/**
 * The e-mails the system sends, each with the variables its template may use and the values a
 * preview or a test send fills them with. Admin e-mails are sent today (invitations, password
 * links, the view-as code, alerts); the customer e-mails are the ones the customer app's events
 * send through the same renderer.
 */
export const EMAIL_EVENT_NAMES = [
  'admin.invitation',
  'admin.passwordResetRequested',
  'admin.passwordResetSent',
  'admin.viewAsCode',
  'admin.alertRaised',
  'customer.welcome',
  'customer.kycApproved',
  'customer.kycRejected',
  'customer.depositCredited',
  'customer.withdrawalSent',
] as const;
export type EmailEvent = (typeof EMAIL_EVENT_NAMES)[number];
export type EmailAudience = 'ADMIN' | 'CUSTOMER';

export const EMAIL_EVENTS: Readonly<Record<EmailEvent, { audience: EmailAudience; variables: Readonly<Record<string, string>> }>> = {
  'admin.invitation': {
    audience: 'ADMIN',
    variables: { exchangeName: 'Demo Exchange', name: 'Sam Support', link: 'https://backoffice.example/set-password?token=sample', validity: '72 hours' },
  },
  'admin.passwordResetRequested': {
    audience: 'ADMIN',
    variables: { exchangeName: 'Demo Exchange', name: 'Sam Support', link: 'https://backoffice.example/set-password?token=sample', validity: '60 minutes' },
  },
  'admin.passwordResetSent': {
    audience: 'ADMIN',
    variables: { exchangeName: 'Demo Exchange', name: 'Sam Support', link: 'https://backoffice.example/set-password?token=sample', validity: '60 minutes' },
  },
  'admin.viewAsCode': {
    audience: 'ADMIN',
    variables: { exchangeName: 'Demo Exchange', code: '482915', minutes: '10' },
  },
  'admin.alertRaised': {
    audience: 'ADMIN',
    variables: { exchangeName: 'Demo Exchange', ruleName: 'Withdrawals waiting', raisedAt: '2026-12-25T09:30:00.000Z', watched: 'queue fiat-withdrawals', seen: '42 rows waiting', rule: 'at most 20' },
  },
  'customer.welcome': {
    audience: 'CUSTOMER',
    variables: { exchangeName: 'Demo Exchange', name: 'Layla', appLink: 'https://app.example/' },
  },
  'customer.kycApproved': {
    audience: 'CUSTOMER',
    variables: { exchangeName: 'Demo Exchange', name: 'Layla', level: '2' },
  },
  'customer.kycRejected': {
    audience: 'CUSTOMER',
    variables: { exchangeName: 'Demo Exchange', name: 'Layla', reason: 'The photo of the ID is blurred' },
  },
  'customer.depositCredited': {
    audience: 'CUSTOMER',
    variables: { exchangeName: 'Demo Exchange', name: 'Layla', amount: '1500', asset: 'AED', reference: 'DEP-2026-000184' },
  },
  'customer.withdrawalSent': {
    audience: 'CUSTOMER',
    variables: { exchangeName: 'Demo Exchange', name: 'Layla', amount: '0.25', asset: 'BTC', reference: 'WDR-2026-000093' },
  },
};

export const isEmailEvent = (value: string): value is EmailEvent => (EMAIL_EVENT_NAMES as readonly string[]).includes(value);
export const variablesOf = (event: EmailEvent): string[] => Object.keys(EMAIL_EVENTS[event].variables);

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;
/** How long the editor waits after the last key before it asks for a preview. */
export const EMAIL_PREVIEW_DEBOUNCE_MS = 400;
