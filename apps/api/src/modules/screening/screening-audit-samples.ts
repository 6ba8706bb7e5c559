import { eq } from 'drizzle-orm';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ScreeningCase, WatchlistUploadResult } from '@exchange/contract/screening/screening';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { customers } from '../customers/customer-tables.ts';

const header = 'name,aliases,date_of_birth,country,list';

/** One valid call per mutating screening route, for the audit-coverage suite. */
export function screeningAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const newCustomer = async (name: string) => {
    const [row] = await c.server.database.db.insert(customers).values({ email: `screened${c.seq()}@example.com`, name, country: 'NO', state: 'ACTIVE' }).returning({ id: customers.id });
    if (!row) throw new Error('customer insert failed');
    return row.id;
  };
  /** A customer with an open case of its own: a unique name on a list of one. */
  const openCase = async () => {
    const name = `Quintus Audit${'x'.repeat(c.seq() % 7)}son`;
    const customerId = await newCustomer(name);
    const upload = await c.server.call<WatchlistUploadResult>('POST', '/admin/screening/watchlists', { token: c.superToken, body: { name: 'Audit list', csv: `${header}\n${name},,,NO,Audit\n` } });
    if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
    const list = await c.server.call<ListResponse<ScreeningCase>>('GET', `/admin/screening/cases?customerId=${customerId}&status=OPEN`, { token: c.superToken });
    const found = list.body.items[0];
    if (!found) throw new Error('no case opened');
    return found.id;
  };

  return {
    'POST /admin/screening/watchlists': {
      actions: ['screening.watchlist.upload'], state: 'create',
      prepare: async () => ({ path: '/admin/screening/watchlists', body: { name: `Nobody list ${c.seq()}`, csv: `${header}\nZzyzx Qwvkj Plomb,,,,Test\n` } }),
    },
    'POST /admin/screening/cases/:caseId/decision': {
      actions: ['screening.case.decide'], state: 'update',
      prepare: async () => {
        const id = await openCase();
        return { path: `/admin/screening/cases/${id}/decision`, body: { decision: 'FALSE_POSITIVE', note: 'Another person' }, targetId: id };
      },
    },
    'POST /admin/screening/cases/:caseId/notes': {
      actions: ['screening.case.note'], state: 'create',
      prepare: async () => {
        const id = await openCase();
        return { path: `/admin/screening/cases/${id}/notes`, body: { body: 'Asked for a passport copy' }, targetId: id };
      },
    },
    'POST /admin/screening/customers/:customerId/screen': {
      actions: ['screening.customer.screen'], state: 'create',
      prepare: async () => {
        const id = await newCustomer(`Xaverius Unlisted ${c.seq()}`);
        const [row] = await c.server.database.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
        return { path: `/admin/screening/customers/${row?.id}/screen`, body: {}, targetId: id };
      },
    },
  };
}
