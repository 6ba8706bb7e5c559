import type { EmailEvent } from '@exchange/contract/email-templates/email-events';

export interface TemplateText {
  subject: string;
  body: string;
}

const passwordLink = (why: string, after: string): string =>
  `Hello {{name}},\n\n${why}{{link}}\n\n${after}\n`;

/**
 * The built-in texts, in English: what an event sends while no template is stored for it. The
 * admin e-mails read word for word as the system wrote them before templates existed.
 */
export const DEFAULT_TEMPLATES: Readonly<Record<EmailEvent, TemplateText>> = {
  'admin.invitation': {
    subject: '{{exchangeName}} back office: set your password',
    body: passwordLink('Set your password for the {{exchangeName}} back office with this link (valid {{validity}}, usable once):\n\n', 'If you did not expect this message, ignore it.'),
  },
  'admin.passwordResetRequested': {
    subject: '{{exchangeName}} back office: reset your password',
    body: passwordLink(
      'Someone, probably you, asked to reset the password of your {{exchangeName}} back-office account. Choose a new password with this link (valid {{validity}}, usable once):\n\n',
      'Using it signs your account out everywhere. If you did not ask for this, ignore this message: your password stays as it is.',
    ),
  },
  'admin.passwordResetSent': {
    subject: '{{exchangeName}} back office: reset your password',
    body: passwordLink(
      'An administrator of the {{exchangeName}} back office sent you this link to choose a new password. Choose a new password with this link (valid {{validity}}, usable once):\n\n',
      'Using it signs your account out everywhere. If you did not ask for this, ignore this message: your password stays as it is.',
    ),
  },
  'admin.viewAsCode': {
    subject: '{{exchangeName}}: your code to view as a customer',
    body:
      'Your confirmation code is {{code}}\n\n' +
      "It works once, for {{minutes}} minutes. You asked for it to open a customer's account read-only in the customer app.\n" +
      'If you did not, tell your security team.\n',
  },
  'admin.alertRaised': {
    subject: '[{{exchangeName}}] Alert: {{ruleName}}',
    body:
      'The alert rule "{{ruleName}}" was breached at {{raisedAt}}.\n\nWatched: {{watched}}\nSeen: {{seen}}\nRule: {{rule}}\n\n' +
      'It is raised once per period of the rule while the breach lasts. The dashboard shows the last alerts.',
  },
  'customer.welcome': {
    subject: 'Welcome to {{exchangeName}}',
    body: 'Hello {{name}},\n\nYour {{exchangeName}} account is ready. Open the app to verify your identity and make your first deposit:\n\n{{appLink}}\n\nThe {{exchangeName}} team\n',
  },
  'customer.kycApproved': {
    subject: '{{exchangeName}}: your identity is verified',
    body: 'Hello {{name}},\n\nYour documents were approved: your account is now at KYC level {{level}}, with its higher limits.\n\nThe {{exchangeName}} team\n',
  },
  'customer.kycRejected': {
    subject: '{{exchangeName}}: we could not verify your identity',
    body: 'Hello {{name}},\n\nWe could not approve your documents.{{#reason}} Reason: {{reason}}.{{/reason}}\n\nYou can send them again from the app.\n\nThe {{exchangeName}} team\n',
  },
  'customer.depositCredited': {
    subject: '{{exchangeName}}: {{amount}} {{asset}} credited',
    body: 'Hello {{name}},\n\nYour deposit of {{amount}} {{asset}} (reference {{reference}}) is credited to your account.\n\nThe {{exchangeName}} team\n',
  },
  'customer.withdrawalSent': {
    subject: '{{exchangeName}}: your withdrawal of {{amount}} {{asset}} is on its way',
    body: 'Hello {{name}},\n\nWe sent your withdrawal of {{amount}} {{asset}} (reference {{reference}}).\n\nIf you did not ask for it, contact support at once.\n\nThe {{exchangeName}} team\n',
  },
};
