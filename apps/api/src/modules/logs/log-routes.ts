import { z } from 'zod';
import { logDownloadParamsSchema, logReportLinkSchema, logReportRequestSchema } from '@exchange/contract/logs/log-reports';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, assertAddressAllowed } from '../../platform/http/route-access.ts';
import type { RequestLogWriter } from '../../platform/logs/request-log-writer.ts';
import { createLogDownload, redeemLogDownload } from './log-downloads.ts';
import { readRequestLog } from './read-request-log.ts';

const tags = ['logs'];
/** For /docs only: the file is streamed as it is read, never serialized. */
const logFileAnswer = { description: 'The requests of the period, one JSON object per line', content: { 'application/x-ndjson': { schema: z.unknown() } } };

export function registerLogRoutes(app: ApiApp, deps: { db: Db; config: Config; requestLog: RequestLogWriter; now: () => number }) {
  // The spec's name for it: the console asks for a log report and opens the URL it gets.
  app.post('/admin/listCloudWatchLogs', { config: { access: 'logs.read' }, schema: { tags, body: logReportRequestSchema, response: { 200: logReportLinkSchema } } },
    (request) => createLogDownload(deps.db, request.body, actorOf(request), deps.now()));

  // Opened in a new tab, which sends no bearer token: the single-use token in the path is the credential.
  app.get('/admin/logDownloads/:token', { config: { access: 'public', secretInPath: true, errors: [403, 410] }, schema: { tags, params: logDownloadParamsSchema, response: { 200: logFileAnswer } } },
    async (request, reply) => {
      assertAddressAllowed(deps.config, request.ip);
      const download = await redeemLogDownload(deps.db, request.params.token, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      // The caller's own requests of a moment ago are in the file.
      await deps.requestLog.flush();
      const file = await readRequestLog(deps.db, download.fromMs, download.toMs, download.limit);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="${download.logGroupName}_${day(download.fromMs)}_${day(download.toMs)}.ndjson"`)
        .header('cache-control', 'no-store')
        .send(file);
    });
}
