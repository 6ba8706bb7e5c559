import { listOtpLogsQuerySchema, otpLogListSchema, otpOperationParamsSchema, otpSettingListSchema, otpSettingSchema, setOtpMethodSchema } from '@exchange/contract/otp/otp';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { checkOtpLogFilters, listOtpLogs, otpLogsCsvSource } from './otp-logs.ts';
import { listOtpSettings, setOtpMethod } from './otp-settings.ts';

const tags = ['otp'];
const read = { access: 'otp.read' } as const;

/** OTP Dashboard Settings: the methods switched per operation, and the log of the codes sent. */
export function registerOtpRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/otp/methods', { config: read, schema: { tags, response: { 200: otpSettingListSchema } } }, () => listOtpSettings(db));
  app.put('/admin/otp/methods/:operation', { config: { access: 'otp.manage' }, schema: { tags, params: otpOperationParamsSchema, body: setOtpMethodSchema, response: { 200: otpSettingSchema } } },
    (request) => setOtpMethod(db, actorOf(request), request.params.operation, request.body));
  app.get('/admin/otp/logs', { config: read, schema: { tags, querystring: listOtpLogsQuerySchema, response: { 200: otpLogListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listOtpLogs(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      checkOtpLogFilters(filters);
      return sendCsvExport(db, reply, { action: 'otp.logs.export_csv', targetType: 'otp_logs', filename: 'otp-logs', filters, actor: actorOf(request) },
        await streamCsvExport(otpLogsCsvSource(db, filters), copyCsv));
    });
}
