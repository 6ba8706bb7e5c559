import { and, gt, sql } from 'drizzle-orm';
import { auditLog } from '../platform/audit/audit-table.ts';
import type { TestServer } from './test-server.ts';

/** RFC 4180 text to rows of cells: quoted cells may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export interface CsvExport {
  status: number;
  contentType: string | null;
  disposition: string | null;
  header: string[];
  /** Each data row as header name -> cell. */
  rows: Record<string, string>[];
  /** The audit rows the export wrote (action, detail = the filters as JSON). */
  audits: { action: string; targetType: string | null; detail: string | null; actorId: string | null }[];
}

/** Fetches a list's `format=csv` export and the audit rows written while it ran. */
export async function fetchCsvExport(server: TestServer, pathAndQuery: string, token: string): Promise<CsvExport> {
  const [last] = await server.database.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  const response = await fetch(`${server.baseUrl}${pathAndQuery}${separator}format=csv`, { headers: { authorization: `Bearer ${token}` } });
  const [header = [], ...data] = parseCsv(await response.text());
  const audits = await server.database.db
    .select({ action: auditLog.action, targetType: auditLog.targetType, detail: auditLog.detail, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(gt(auditLog.id, last?.id ?? 0), sql`${auditLog.action} like '%.export_csv'`));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    header,
    rows: response.status === 200 ? data.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))) : [],
    audits,
  };
}
