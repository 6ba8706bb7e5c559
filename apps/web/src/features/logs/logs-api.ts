import type { LogReportLink, LogReportRequest } from '@exchange/contract/logs/log-reports';
import { apiRequest } from '../../app/api-client.ts';

/** Asks for a single-use link to the server's log of the range; open it, it needs no token. */
export const requestLogReport = (request: LogReportRequest) =>
  apiRequest<LogReportLink>('/admin/listCloudWatchLogs', { method: 'POST', body: request });
