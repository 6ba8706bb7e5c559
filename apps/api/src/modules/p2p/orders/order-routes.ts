import {
  listOrdersQuerySchema,
  orderListSchema,
  orderNumberParamsSchema,
  ordersReportQuerySchema,
  ordersReportSchema,
  p2pOrderDetailSchema,
} from '@exchange/contract/p2p/orders';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf } from '../../../platform/http/route-access.ts';
import { getOrderDetail, listOrders, ordersReport } from './order-queries.ts';
import { ordersCsvSource } from './orders-csv.ts';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';

const tags = ['p2p orders'];

export function registerOrderRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/p2p/orders', { config: { access: 'p2p.orders.read' }, schema: { tags, querystring: listOrdersQuerySchema, response: { 200: orderListSchema } } },
    (request) => listOrders(db, request.query));

  app.get('/admin/p2p/orders/:orderNumber', { config: { access: 'p2p.orders.read' }, schema: { tags, params: orderNumberParamsSchema, response: { 200: p2pOrderDetailSchema } } },
    (request) => getOrderDetail(db, request.params.orderNumber));

  app.get('/admin/p2p/ordersReport', { config: { access: 'p2p.orders.read' }, schema: { tags, querystring: ordersReportQuerySchema, response: { 200: ordersReportSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return ordersReport(db, query);
      return sendCsvExport(db, reply, { action: 'p2p.orders.export_csv', targetType: 'p2p_orders', filename: 'p2p-orders', filters: query, actor: actorOf(request) },
        await streamCsvExport(ordersCsvSource(db, query), copyCsv));
    });
}
