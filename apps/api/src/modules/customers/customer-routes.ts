import {
  activateCustomerBodySchema,
  addCustomerNoteBodySchema,
  customerBlockBodySchema,
  customerIdParamsSchema,
  customerLabelsBodySchema,
  customerListSchema,
  customerNoteSchema,
  customerNotesSchema,
  customerProfileBodySchema,
  customerReasonBodySchema,
  customerReasonUntilBodySchema,
  customerSchema,
  customerTimelineQuerySchema,
  customerTimelineSchema,
  customerUnblockBodySchema,
  listCustomersQuerySchema,
} from '@exchange/contract/customers/customers';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, unlessExporting } from '../../platform/http/route-access.ts';
import type { Screening } from '../screening/screening-service.ts';
import { blockCustomer, changeCustomerState, editCustomerProfile, setCustomerLabels, unblockCustomer } from './customer-commands.ts';
import { addCustomerNote, listCustomerNotes } from './customer-notes.ts';
import { customerBalancesSchema } from '@exchange/contract/ledger/ledger';
import { listCustomers } from './customer-list.ts';
import { checkCustomerDates, getCustomer, getCustomerBalances } from './customer-queries.ts';
import { customerTimeline } from './customer-timeline.ts';
import { customersCsvSource } from './customers-csv.ts';

const tags = ['customers'];
const params = customerIdParamsSchema;
const read = { access: 'customers.read' } as const;
const manage = { access: 'customers.manage' } as const;
const response = { 200: customerSchema };

export function registerCustomerRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined, screening: Screening) {
  app.get('/admin/customers', { config: { access: 'customers.read', readsAlongsideSession: unlessExporting }, schema: { tags, querystring: listCustomersQuerySchema, response: { 200: customerListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listCustomers(db, request.query);
      checkCustomerDates(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'customers.export_csv', targetType: 'customers', filename: 'customers', filters, actor: actorOf(request) },
        await streamCsvExport(customersCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/customers/:customerId', { config: { ...read, readsAlongsideSession: true }, schema: { tags, params, response } },
    (request) => getCustomer(db, request.params.customerId));

  app.post('/admin/customers/:customerId/activate', { config: manage, schema: { tags, params, body: activateCustomerBodySchema, response } },
    (request) => changeCustomerState(db, request.params.customerId, 'activate', request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/freeze', { config: manage, schema: { tags, params, body: customerReasonUntilBodySchema, response } },
    (request) => changeCustomerState(db, request.params.customerId, 'freeze', request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/unfreeze', { config: manage, schema: { tags, params, body: customerReasonBodySchema, response } },
    (request) => changeCustomerState(db, request.params.customerId, 'unfreeze', request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/close', { config: manage, schema: { tags, params, body: customerReasonBodySchema, response } },
    (request) => changeCustomerState(db, request.params.customerId, 'close', request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/block', { config: manage, schema: { tags, params, body: customerBlockBodySchema, response } },
    (request) => blockCustomer(db, request.params.customerId, request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/unblock', { config: manage, schema: { tags, params, body: customerUnblockBodySchema, response } },
    (request) => unblockCustomer(db, request.params.customerId, request.body, actorOf(request)));
  app.put('/admin/customers/:customerId/labels', { config: manage, schema: { tags, params, body: customerLabelsBodySchema, response } },
    (request) => setCustomerLabels(db, request.params.customerId, request.body.labels, actorOf(request)));
  app.patch('/admin/customers/:customerId', { config: manage, schema: { tags, params, body: customerProfileBodySchema, response } },
    (request) => editCustomerProfile(db, request.params.customerId, request.body, actorOf(request), screening));

  app.get('/admin/customers/:customerId/notes', { config: read, schema: { tags, params, response: { 200: customerNotesSchema } } },
    (request) => listCustomerNotes(db, request.params.customerId));
  app.post('/admin/customers/:customerId/notes', { config: { access: 'customers.note' }, schema: { tags, params, body: addCustomerNoteBodySchema, response: { 200: customerNoteSchema } } },
    (request) => addCustomerNote(db, request.params.customerId, request.body.body, actorOf(request)));
  app.get('/admin/customers/:customerId/timeline', { config: read, schema: { tags, params, querystring: customerTimelineQuerySchema, response: { 200: customerTimelineSchema } } },
    (request) => customerTimeline(db, request.params.customerId, request.query));
  app.get('/admin/customers/:customerId/balances', { config: { ...read, readsAlongsideSession: true }, schema: { tags, params, response: { 200: customerBalancesSchema } } },
    (request) => getCustomerBalances(db, request.params.customerId));
}
