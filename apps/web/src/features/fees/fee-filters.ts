import { ASSETS, FEE_OPERATIONS, FEES_PAGE_SIZE } from '@exchange/contract/fees/fee-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type FeeScheduleQuery = Omit<ListQueryOf<'/admin/fees/schedules'>, 'format'>;
export type TaxRuleQuery = Omit<ListQueryOf<'/admin/fees/taxRules'>, 'format'>;
export type WithdrawalLimitQuery = Omit<ListQueryOf<'/admin/withdrawalLimits'>, 'format'>;

/** The spec: "Page sizes: fees and taxes 20" (and 20 is the most a page of these lists holds). */
const paging = { limit: FEES_PAGE_SIZE, pageSizes: [FEES_PAGE_SIZE] } as const;
const ACTIVE = ['true', 'false'] as const;
const activeLabel = (value: string) => (value === 'true' ? 'fees.active' : 'fees.inactive');

const s = filterFields<FeeScheduleQuery>();
export const feeScheduleFilters = defineFilters<FeeScheduleQuery>(
  [
    s.choice('operation', FEE_OPERATIONS, { label: 'fees.fields.operation', valueLabel: (op) => `fees.operation.${op}`, testId: 'fee-operation-filter' }),
    s.choice('asset', ASSETS, { label: 'fees.fields.asset', testId: 'fee-asset-filter' }),
    s.choice('kycLevel', ['ANY', '0', '1', '2', '3'], { label: 'fees.fields.kycLevel', valueLabel: (level) => (level === 'ANY' ? 'fees.anyLevel' : `fees.level.${level}`), testId: 'fee-level-filter' }),
    s.choice('isActive', ACTIVE, { label: 'fees.fields.status', valueLabel: activeLabel, testId: 'fee-active-filter' }),
  ],
  paging,
);

const r = filterFields<TaxRuleQuery>();
export const taxRuleFilters = defineFilters<TaxRuleQuery>(
  [
    r.choice('asset', ASSETS, { label: 'fees.fields.asset', testId: 'tax-asset-filter' }),
    r.choice('operation', FEE_OPERATIONS, { label: 'fees.fields.operation', valueLabel: (op) => `fees.operation.${op}`, testId: 'tax-operation-filter' }),
    r.choice('isActive', ACTIVE, { label: 'fees.fields.status', valueLabel: activeLabel, testId: 'tax-active-filter' }),
  ],
  paging,
);

const l = filterFields<WithdrawalLimitQuery>();
export const withdrawalLimitFilters = defineFilters<WithdrawalLimitQuery>(
  [
    l.choice('asset', ASSETS, { label: 'fees.fields.asset', testId: 'limit-asset-filter' }),
    l.choice('kycLevel', ['0', '1', '2', '3'], { label: 'fees.fields.kycLevel', valueLabel: (level) => `fees.level.${level}`, testId: 'limit-level-filter' }),
  ],
  paging,
);
