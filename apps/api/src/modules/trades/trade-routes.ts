import { z } from 'zod';
import {
  cancelAllTradeOrdersResultSchema,
  cancelAllTradeOrdersSchema,
  cancelTradeOrderSchema,
  listTradeOrdersQuerySchema,
  tradeOrderDetailSchema,
  tradeOrderListSchema,
} from '@exchange/contract/trades/trade-orders';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, unlessExporting } from '../../platform/http/route-access.ts';
import { cancelAllTradeOrders, cancelTradeOrder } from './order-commands.ts';
import { checkTradeOrderFilters, getTradeOrderDetail, listTradeOrders } from './order-queries.ts';
import { tradeOrdersCsvSource } from './orders-csv.ts';

const tags = ['trades'];
const params = z.object({ id: z.string().uuid() });

/** Buy, Sell, Swap and Limit Orders: one list (kind and side are filters), one order with its fills, and the cancels. */
export function registerTradeRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/trades/orders', { config: { access: 'trades.orders.read', readsAlongsideSession: unlessExporting }, schema: { tags, querystring: listTradeOrdersQuerySchema, response: { 200: tradeOrderListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listTradeOrders(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      checkTradeOrderFilters(filters);
      return sendCsvExport(db, reply, { action: 'trades.orders.export_csv', targetType: 'trade_orders', filename: 'trade-orders', filters, actor: actorOf(request) },
        await streamCsvExport(tradeOrdersCsvSource(db, filters), copyCsv));
    });
  app.get('/admin/trades/orders/:id', { config: { access: 'trades.orders.read' }, schema: { tags, params, response: { 200: tradeOrderDetailSchema } } },
    (request) => getTradeOrderDetail(db, request.params.id));
  app.post('/admin/trades/orders/:id/cancel', { config: { access: 'trades.orders.cancel' }, schema: { tags, params, body: cancelTradeOrderSchema, response: { 200: tradeOrderDetailSchema } } },
    (request) => cancelTradeOrder(db, request.params.id, request.body.reason, actorOf(request)));
  app.post('/admin/trades/orders/cancelAll', { config: { access: 'trades.orders.cancel' }, schema: { tags, body: cancelAllTradeOrdersSchema, response: { 200: cancelAllTradeOrdersResultSchema } } },
    (request) => cancelAllTradeOrders(db, request.body, actorOf(request)));
}
