import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating country route, for the audit-coverage suite. */
export function countriesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  return {
    'PUT /admin/countries/:country': {
      actions: ['countries.control.set'], state: 'update',
      prepare: async () => {
        // A country untouched so far each time (the demo restricts a few for withdrawals only).
        const country = ISO_COUNTRY_CODES[(c.seq() * 7) % ISO_COUNTRY_CODES.length] ?? 'FR';
        return { path: `/admin/countries/${country}`, body: { operation: 'DEPOSIT', allowed: false }, targetId: country };
      },
    },
  };
}
