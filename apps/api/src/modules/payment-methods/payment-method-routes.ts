import {
  archivePaymentMethodLimitSchema,
  listPaymentMethodsQuerySchema,
  paymentMethodInputSchema,
  paymentMethodLimitInputSchema,
  paymentMethodLimitSchema,
  paymentMethodLimitUpdateSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  paymentMethodUpdateSchema,
  setPaymentMethodActiveSchema,
} from '@exchange/contract/payment-methods/payment-methods';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import {
  archivePaymentMethodLimit,
  createPaymentMethod,
  createPaymentMethodLimit,
  restorePaymentMethodLimit,
  setPaymentMethodActive,
  updatePaymentMethod,
  updatePaymentMethodLimit,
} from './payment-method-commands.ts';
import { listPaymentMethods } from './payment-method-queries.ts';
import { paymentMethodsCsvSource } from './payment-methods-csv.ts';

const tags = ['payment methods'];
const read = { access: 'payments.methods.read' } as const;
const write = { access: 'payments.methods.write' } as const;
/** A change names the method or limit in its body: 404 when it names none. */
const change = { ...write, errors: [404] };
// The spec's paths: the ids travel in the bodies, not in the paths.
const base = '/admin/paymentMethod';

export function registerPaymentMethodRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get(`${base}/listPaymentMethods`, { config: read, schema: { tags, querystring: listPaymentMethodsQuerySchema, response: { 200: paymentMethodListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listPaymentMethods(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, sort: _sort, order: _order, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'payments.methods.export_csv', targetType: 'payment_methods', filename: 'payment-methods', filters, actor: actorOf(request) },
        await streamCsvExport(paymentMethodsCsvSource(db, request.query), copyCsv));
    });
  app.post(`${base}/createPaymentMethods`, { config: write, schema: { tags, body: paymentMethodInputSchema, response: { 200: paymentMethodSchema } } },
    (request) => createPaymentMethod(db, request.body, actorOf(request)));
  app.put(`${base}/updatePaymentMethods`, { config: change, schema: { tags, body: paymentMethodUpdateSchema, response: { 200: paymentMethodSchema } } },
    (request) => updatePaymentMethod(db, request.body, actorOf(request)));
  app.put(`${base}/activateDeactivatePaymentMethods`, { config: change, schema: { tags, body: setPaymentMethodActiveSchema, response: { 200: paymentMethodSchema } } },
    (request) => setPaymentMethodActive(db, request.body.id, request.body.isActive, actorOf(request)));
  app.post(`${base}/createPaymentMethodLimit`, { config: change, schema: { tags, body: paymentMethodLimitInputSchema, response: { 200: paymentMethodLimitSchema } } },
    (request) => createPaymentMethodLimit(db, request.body, actorOf(request)));
  app.put(`${base}/updatePaymentMethodsLimit`, { config: change, schema: { tags, body: paymentMethodLimitUpdateSchema, response: { 200: paymentMethodLimitSchema } } },
    (request) => updatePaymentMethodLimit(db, request.body, actorOf(request)));
  app.put(`${base}/archivePaymentMethodLimit`, { config: change, schema: { tags, body: archivePaymentMethodLimitSchema, response: { 200: paymentMethodLimitSchema } } },
    (request) => archivePaymentMethodLimit(db, request.body.id, request.body.reason, actorOf(request)));
  app.put(`${base}/restorePaymentMethodLimit`, { config: change, schema: { tags, body: archivePaymentMethodLimitSchema, response: { 200: paymentMethodLimitSchema } } },
    (request) => restorePaymentMethodLimit(db, request.body.id, request.body.reason, actorOf(request)));
}
