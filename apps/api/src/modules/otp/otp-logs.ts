import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { OtpLog, ReportOtpLog, listOtpLogsQuerySchema } from '@exchange/contract/otp/otp';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { checkDateRange, createdWithin } from '../../platform/db/list-helpers.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { isOtpMethodEnabled } from './otp-settings.ts';
import { otpLogs as l } from './otp-tables.ts';

export type OtpLogQuery = z.infer<typeof listOtpLogsQuerySchema>;
/** The list's filters without paging and format: what the CSV export takes too. */
export type OtpLogFilters = Omit<OtpLogQuery, 'page' | 'limit' | 'withTotal' | 'format'>;

/** Declared once: the page, its total and the CSV export use them. */
const otpLogFilters = defineFilters<OtpLogFilters>({
  customerId: (v) => eq(l.customerId, v),
  email: (v) => inArray(l.customerId, sql`(select ${customers.id} from ${customers} where strpos(${customers.email}, ${v}::text) > 0)`),
  method: (v) => eq(l.method, v),
  operation: (v) => eq(l.operation, v),
  result: (v) => eq(l.result, v),
  ...createdWithin(l.createdAt),
});
const newestFirst = [desc(l.createdAt), desc(l.id)];

const selectLogs = (db: DbOrTx) =>
  db
    .select({ id: l.id, customerId: l.customerId, customerName: customers.name, customerEmail: customers.email, method: l.method, operation: l.operation, result: l.result, ip: l.ip, createdAt: l.createdAt })
    .from(l)
    .innerJoin(customers, eq(customers.id, l.customerId));
type Row = Awaited<ReturnType<typeof selectLogs>>[number];

const toLog = (r: Row): OtpLog => ({
  id: String(r.id),
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  method: r.method as OtpLog['method'],
  operation: r.operation as OtpLog['operation'],
  result: r.result as OtpLog['result'],
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

export function checkOtpLogFilters(f: OtpLogFilters) {
  checkDateRange(f);
}

export async function listOtpLogs(db: DbOrTx, q: OtpLogQuery): Promise<ListResponse<OtpLog>> {
  checkOtpLogFilters(q);
  const list = await listPage(db, {
    select: selectLogs(db).$dynamic(),
    // Every filter names the log's own columns (the e-mail one through a subquery): the table alone is counted.
    count: l,
    where: otpLogFilters.where(q),
    orderBy: newestFirst,
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
    deferredJoinOn: l.id,
  });
  return { ...list, items: list.items.map(toLog) };
}

const csvColumns = {
  createdAt: csvTime(l.createdAt),
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  operation: l.operation,
  method: l.method,
  result: l.result,
  ip: l.ip,
};
const csvKeys = Object.keys(csvColumns) as (keyof typeof csvColumns)[];

/** Every log line matching the list's filters, newest first. */
export function otpLogsCsvSource(db: DbOrTx, filters: OtpLogFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${l.createdAt}, ${l.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::bigint)` : undefined);
  return {
    header: ['created_at', 'customer_name', 'customer_email', 'operation', 'method', 'result', 'ip'],
    copyQuery: () => db.select(csvColumns).from(l).innerJoin(customers, eq(customers.id, l.customerId)).where(otpLogFilters.where(filters)).orderBy(...newestFirst).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...csvColumns, cursorAt: sql<string>`${l.createdAt}::text`, cursorId: sql<string>`${l.id}::text` })
        .from(l)
        .innerJoin(customers, eq(customers.id, l.customerId))
        .where(and(otpLogFilters.where(filters), after(cursor)))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(csvKeys, r) }));
    },
  };
}

/**
 * The OTP service reports a code's fate. A code cannot have been sent by a method switched off for
 * its operation (409): the service reads the switches from GET /platform/otp/methods first.
 */
export async function reportOtpLog(db: DbOrTx, body: ReportOtpLog): Promise<OtpLog> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId));
  if (!customer) throw notFound('customer.notFound', 'Customer');
  if (body.result === 'SENT' && !(await isOtpMethodEnabled(db, body.operation, body.method))) {
    throw conflict('otp.methodOff', `${body.method} is switched off for ${body.operation}`);
  }
  const [row] = await db.insert(l).values({ customerId: body.customerId, method: body.method, operation: body.operation, result: body.result, ip: body.ip ?? null }).returning({ id: l.id });
  if (!row) throw new Error('the OTP log line was not written');
  const [written] = await selectLogs(db).where(eq(l.id, row.id));
  if (!written) throw new Error('the OTP log line vanished');
  return toLog(written);
}
