import { beneficiaryListSchema, beneficiarySchema, listBeneficiariesQuerySchema, updateBeneficiarySchema } from '@exchange/contract/remittance/beneficiaries';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { reviewBeneficiary } from './beneficiary-commands.ts';
import { listBeneficiaries } from './beneficiary-queries.ts';

const tags = ['remittance'];

export function registerRemittanceRoutes(app: ApiApp, db: Db) {
  app.get('/admin/remittance/getCddBeneficiaries', { config: { access: 'remittance.read' }, schema: { tags, querystring: listBeneficiariesQuerySchema, response: { 200: beneficiaryListSchema } } },
    (request) => listBeneficiaries(db, request.query));
  app.post('/admin/remittance/updateCddBeneficiary', { config: { access: 'remittance.decide', errors: [404] }, schema: { tags, body: updateBeneficiarySchema, response: { 200: beneficiarySchema } } },
    (request) => reviewBeneficiary(db, request.body, actorOf(request)));
}
