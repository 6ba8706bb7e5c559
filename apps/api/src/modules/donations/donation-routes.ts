import { z } from 'zod';
import {
  closeDonationCauseSchema,
  createDonationCauseSchema,
  donationCauseListSchema,
  donationCauseSchema,
  donationListSchema,
  listDonationCausesQuerySchema,
  listDonationsQuerySchema,
  updateDonationCauseSchema,
} from '@exchange/contract/donations/donations';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { closeDonationCause, createDonationCause, updateDonationCause } from './donation-commands.ts';
import { getDonationCause, listDonationCauses, listDonations } from './donation-queries.ts';
import { donationsCsvSource } from './donations-csv.ts';

const tags = ['donations'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'donations.read' } as const;
const manage = { access: 'donations.manage' } as const;
const cause = { 200: donationCauseSchema };

/** Donations: causes with their target and what they raised, and the donations list (exportable). */
export function registerDonationRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/donations', { config: read, schema: { tags, querystring: listDonationsQuerySchema, response: { 200: donationListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listDonations(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'donations.export_csv', targetType: 'donations', filename: 'donations', filters, actor: actorOf(request) },
        await streamCsvExport(donationsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/donations/causes', { config: read, schema: { tags, querystring: listDonationCausesQuerySchema, response: { 200: donationCauseListSchema } } },
    (request) => listDonationCauses(db, request.query));
  app.get('/admin/donations/causes/:id', { config: read, schema: { tags, params, response: cause } },
    (request) => getDonationCause(db, request.params.id));
  app.post('/admin/donations/causes', { config: manage, schema: { tags, body: createDonationCauseSchema, response: cause } },
    (request) => createDonationCause(db, request.body, actorOf(request)));
  app.put('/admin/donations/causes/:id', { config: manage, schema: { tags, params, body: updateDonationCauseSchema, response: cause } },
    (request) => updateDonationCause(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/donations/causes/:id/close', { config: manage, schema: { tags, params, body: closeDonationCauseSchema, response: cause } },
    (request) => closeDonationCause(db, request.params.id, request.body.reason, actorOf(request)));
}
