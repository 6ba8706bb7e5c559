import type { LogReportRequest } from '@exchange/contract/logs/log-reports';
import { answer, api } from '../../app/api.ts';

/** Asks for a single-use link to the server's log of the range; open it, it needs no token. */
export const requestLogReport = (request: LogReportRequest) => answer(api.POST('/admin/listCloudWatchLogs', { body: request }));
