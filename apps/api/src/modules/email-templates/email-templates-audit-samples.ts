import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating e-mail template route, for the audit-coverage suite. */
export function emailTemplatesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const text = { subject: '{{exchangeName}} welcomes you', body: 'Hello {{name}}, open {{appLink}}' };
  const path = (language: string) => `/admin/email-templates/customer.welcome/${language}`;
  return {
    'PUT /admin/email-templates/:event/:language': {
      actions: ['emailTemplate.save'],
      state: 'update',
      prepare: () => Promise.resolve({ path: path('fr'), body: text, targetId: 'customer.welcome/fr' }),
    },
    'DELETE /admin/email-templates/:event/:language': {
      actions: ['emailTemplate.reset'],
      state: 'update',
      prepare: async () => {
        await c.server.call('PUT', path('it'), { token: c.superToken, body: text });
        return { path: path('it'), targetId: 'customer.welcome/it' };
      },
    },
    // Renders and writes nothing.
    'POST /admin/email-templates/:event/:language/preview': {
      actions: [],
      state: 'none',
      prepare: () => Promise.resolve({ path: `${path('en')}/preview`, body: text }),
    },
    'POST /admin/email-templates/:event/:language/test': {
      actions: ['emailTemplate.testSend'],
      state: 'create',
      prepare: () => Promise.resolve({ path: `${path('en')}/test`, body: text, targetId: 'customer.welcome/en' }),
    },
  };
}
