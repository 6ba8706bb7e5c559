import { LEDGER_OWNERS, RECONCILIATION_ITEMS_PAGE_SIZE } from '@exchange/contract/ledger/ledger-accounts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import type { ReconciliationItemsQuery } from './ledger-queries.ts';

const f = filterFields<ReconciliationItemsQuery>();

/** A run's accounts: all of them, or only those whose cached balance differs from their lines. */
export const reconciliationItemFilters = defineFilters<ReconciliationItemsQuery>(
  [
    f.choice('onlyDifferences', ['false', 'true'], { label: 'ledger.reconciliation.show', initial: 'false', valueLabel: (v) => `ledger.reconciliation.only.${v}`, testId: 'reconciliation-only' }),
    f.choice('owner', LEDGER_OWNERS, { label: 'ledger.reconciliation.owner', valueLabel: (v) => `ledger.owner.${v}`, testId: 'reconciliation-owner' }),
    f.text('asset', { label: 'ledger.reconciliation.asset', max: 12, pattern: { rule: /^[A-Z][A-Z0-9]{1,11}$/, message: 'ledger.reconciliation.assetFormat' }, testId: 'reconciliation-asset' }),
  ],
  { limit: RECONCILIATION_ITEMS_PAGE_SIZE, pageSizes: [50, 100, 200] },
);
