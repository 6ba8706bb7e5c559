import {
  customerAssetParamsSchema,
  customerIdParamsSchema,
  customerWithdrawalLimitsSchema,
  feeChangeListSchema,
  feeIdParamsSchema,
  feeQuoteQuerySchema,
  feeQuoteSchema,
  feeReasonBodySchema,
  feeScheduleInputSchema,
  feeScheduleListSchema,
  feeScheduleSchema,
  feeScheduleUpdateSchema,
  listFeeChangesQuerySchema,
  listFeeSchedulesQuerySchema,
  listLimitChangesQuerySchema,
  listTaxRulesQuerySchema,
  listWithdrawalLimitsQuerySchema,
  setLimitOverrideSchema,
  setWithdrawalLimitSchema,
  taxRuleInputSchema,
  taxRuleListSchema,
  taxRuleSchema,
  taxRuleUpdateSchema,
  withdrawalLimitListSchema,
  withdrawalLimitSchema,
} from '@exchange/contract/fees/fees';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createFeeSchedule, createTaxRule, setFeeScheduleActive, setTaxRuleActive, updateFeeSchedule, updateTaxRule } from './fee-commands.ts';
import { listChanges, listFeeSchedules, listTaxRules } from './fee-queries.ts';
import { removeLimitOverride, setLimitOverride, setWithdrawalLimit } from './limit-commands.ts';
import { customerWithdrawalLimits, listWithdrawalLimits } from './limit-queries.ts';
import { feeSchedulesCsvSource, taxRulesCsvSource, withdrawalLimitsCsvSource } from './fees-csv.ts';
import { quoteFees } from './quote-fees.ts';

const tags = ['fees and taxes'];
const limitTags = ['withdrawal limits'];
const feesRead = { access: 'fees.read' } as const;
const feesManage = { access: 'fees.manage' } as const;
const limitsManage = { access: 'limits.manage' } as const;
const limitsRead = { access: 'limits.read' } as const;
const params = feeIdParamsSchema;

/** A list query without its paging: what an export's audit row records. */
const filtersOf = ({ format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters }: { format: string; page: number; limit: number; withTotal: boolean }) => filters;

export function registerFeeRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  // Fee schedules
  app.get('/admin/fees/schedules', { config: feesRead, schema: { tags, querystring: listFeeSchedulesQuerySchema, response: { 200: feeScheduleListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listFeeSchedules(db, request.query);
      return sendCsvExport(db, reply, { action: 'fees.schedules.export_csv', targetType: 'fee_schedules', filename: 'fee-schedules', filters: filtersOf(request.query), actor: actorOf(request) },
        await streamCsvExport(feeSchedulesCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/fees/schedules', { config: feesManage, schema: { tags, body: feeScheduleInputSchema, response: { 200: feeScheduleSchema } } },
    (request) => createFeeSchedule(db, request.body, actorOf(request)));
  app.put('/admin/fees/schedules/:id', { config: feesManage, schema: { tags, params, body: feeScheduleUpdateSchema, response: { 200: feeScheduleSchema } } },
    (request) => updateFeeSchedule(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/fees/schedules/:id/deactivate', { config: feesManage, schema: { tags, params, body: feeReasonBodySchema, response: { 200: feeScheduleSchema } } },
    (request) => setFeeScheduleActive(db, request.params.id, false, request.body.reason, actorOf(request)));
  app.post('/admin/fees/schedules/:id/activate', { config: feesManage, schema: { tags, params, body: feeReasonBodySchema, response: { 200: feeScheduleSchema } } },
    (request) => setFeeScheduleActive(db, request.params.id, true, request.body.reason, actorOf(request)));

  // Tax rules
  app.get('/admin/fees/taxRules', { config: feesRead, schema: { tags, querystring: listTaxRulesQuerySchema, response: { 200: taxRuleListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listTaxRules(db, request.query);
      return sendCsvExport(db, reply, { action: 'fees.taxRules.export_csv', targetType: 'tax_rules', filename: 'tax-rules', filters: filtersOf(request.query), actor: actorOf(request) },
        await streamCsvExport(taxRulesCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/fees/taxRules', { config: feesManage, schema: { tags, body: taxRuleInputSchema, response: { 200: taxRuleSchema } } },
    (request) => createTaxRule(db, request.body, actorOf(request)));
  app.put('/admin/fees/taxRules/:id', { config: feesManage, schema: { tags, params, body: taxRuleUpdateSchema, response: { 200: taxRuleSchema } } },
    (request) => updateTaxRule(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/fees/taxRules/:id/deactivate', { config: feesManage, schema: { tags, params, body: feeReasonBodySchema, response: { 200: taxRuleSchema } } },
    (request) => setTaxRuleActive(db, request.params.id, false, request.body.reason, actorOf(request)));
  app.post('/admin/fees/taxRules/:id/activate', { config: feesManage, schema: { tags, params, body: feeReasonBodySchema, response: { 200: taxRuleSchema } } },
    (request) => setTaxRuleActive(db, request.params.id, true, request.body.reason, actorOf(request)));

  // History and a quote (what quoteFees gives now, as a withdrawal would be charged)
  app.get('/admin/fees/history', { config: feesRead, schema: { tags, querystring: listFeeChangesQuerySchema, response: { 200: feeChangeListSchema } } },
    (request) => listChanges(db, ['FEE_SCHEDULE', 'TAX_RULE'], request.query));
  app.get('/admin/fees/quote', { config: feesRead, schema: { tags, querystring: feeQuoteQuerySchema, response: { 200: feeQuoteSchema } } },
    (request) => quoteFees(db, request.query));

  // Withdrawal limits per KYC level and asset
  app.get('/admin/withdrawalLimits', { config: limitsRead, schema: { tags: limitTags, querystring: listWithdrawalLimitsQuerySchema, response: { 200: withdrawalLimitListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listWithdrawalLimits(db, request.query);
      return sendCsvExport(db, reply, { action: 'limits.levels.export_csv', targetType: 'withdrawal_limits', filename: 'withdrawal-limits', filters: filtersOf(request.query), actor: actorOf(request) },
        await streamCsvExport(withdrawalLimitsCsvSource(db, request.query), copyCsv));
    });
  app.put('/admin/withdrawalLimits', { config: limitsManage, schema: { tags: limitTags, body: setWithdrawalLimitSchema, response: { 200: withdrawalLimitSchema } } },
    (request) => setWithdrawalLimit(db, request.body, actorOf(request)));
  app.get('/admin/withdrawalLimits/history', { config: limitsRead, schema: { tags: limitTags, querystring: listLimitChangesQuerySchema, response: { 200: feeChangeListSchema } } },
    (request) => listChanges(db, ['WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE'], request.query));

  // A customer's limits and overrides (the customer page)
  app.get('/admin/customers/:customerId/withdrawalLimits', { config: limitsRead, schema: { tags: limitTags, params: customerIdParamsSchema, response: { 200: customerWithdrawalLimitsSchema } } },
    (request) => customerWithdrawalLimits(db, request.params.customerId));
  app.put('/admin/customers/:customerId/withdrawalLimitOverrides', { config: limitsManage, schema: { tags: limitTags, params: customerIdParamsSchema, body: setLimitOverrideSchema, response: { 200: customerWithdrawalLimitsSchema } } },
    (request) => setLimitOverride(db, request.params.customerId, request.body, actorOf(request)));
  app.post('/admin/customers/:customerId/withdrawalLimitOverrides/:asset/remove', { config: limitsManage, schema: { tags: limitTags, params: customerAssetParamsSchema, body: feeReasonBodySchema, response: { 200: customerWithdrawalLimitsSchema } } },
    (request) => removeLimitOverride(db, request.params.customerId, request.params.asset, request.body.reason, actorOf(request)));
}
