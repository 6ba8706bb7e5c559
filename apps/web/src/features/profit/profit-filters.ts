import { ASSETS } from '@exchange/contract/fees/fee-rules';
import { PROFIT_PAGE_SIZE } from '@exchange/contract/profit/profit-ledger';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type ProfitQuery = ListQueryOf<'/admin/profitLedger'>;

const f = filterFields<ProfitQuery>();

export const profitFilters = defineFilters<ProfitQuery>(
  [f.choice('asset', ASSETS, { label: 'profit.filters.asset' }), f.dates('startDate', 'endDate', { label: 'profit.filters.days', testId: 'filter-dates' })],
  { limit: PROFIT_PAGE_SIZE },
);
