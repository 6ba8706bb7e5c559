import type { ProfitDay } from '@exchange/contract/profit/profit-ledger';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { profitFilters } from './profit-filters.ts';
import { useProfitLedger } from './profit-queries.ts';

/** Profit Ledger: what the exchange earned in fees, and collected in taxes, per day and asset, from the journal. */
export default function ProfitLedgerPage() {
  const { t } = useTranslation();
  const list = useUrlListState(profitFilters.defaults);
  const query = useProfitLedger(apiQueryOf(profitFilters, list));
  const columns: ColumnsType<ProfitDay> = [
    { key: 'day', title: t('profit.columns.day'), render: (_, d) => <span data-testid="profit-day">{d.day}</span> },
    { key: 'asset', title: t('profit.columns.asset'), render: (_, d) => d.asset },
    { key: 'fees', title: t('profit.columns.fees'), align: 'end', render: (_, d) => <MoneyCell value={d.fees} currency={d.asset} testId="profit-fees" /> },
    { key: 'taxes', title: t('profit.columns.taxes'), align: 'end', render: (_, d) => <MoneyCell value={d.taxes} currency={d.asset} testId="profit-taxes" /> },
    { key: 'entries', title: t('profit.columns.entries'), align: 'end', render: (_, d) => d.entries },
  ];
  return (
    <ListPage
      testId="profit-page"
      filters={profitFilters}
      filtersTestId="profit-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey={(d) => `${d.day}:${d.asset}`}
      tableTestId="profit-table"
      empty={{ none: t('profit.empty'), filtered: t('profit.emptyFiltered') }}
      exportCsv={{ path: '/admin/profitLedger', fileName: 'profit-ledger.csv', testId: 'profit-export' }}
    />
  );
}
