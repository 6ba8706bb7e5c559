import { beneficiaryListSchema, beneficiarySchema, listBeneficiariesQuerySchema, updateBeneficiarySchema } from '@exchange/contract/remittance/beneficiaries';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { reviewBeneficiary } from './beneficiary-commands.ts';
import { listBeneficiaries } from './beneficiary-queries.ts';
import { beneficiariesCsvSource } from './beneficiaries-csv.ts';

const tags = ['remittance'];

export function registerRemittanceRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/remittance/getCddBeneficiaries', { config: { access: 'remittance.read' }, schema: { tags, querystring: listBeneficiariesQuerySchema, response: { 200: beneficiaryListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listBeneficiaries(db, request.query);
      const { format: _format, pageNo: _pageNo, pageSize: _pageSize, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'remittance.beneficiaries.export_csv', targetType: 'remittance_beneficiaries', filename: 'remittance-beneficiaries', filters, actor: actorOf(request) },
        await streamCsvExport(beneficiariesCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/remittance/updateCddBeneficiary', { config: { access: 'remittance.decide', errors: [404] }, schema: { tags, body: updateBeneficiarySchema, response: { 200: beneficiarySchema } } },
    (request) => reviewBeneficiary(db, request.body, actorOf(request)));
}
