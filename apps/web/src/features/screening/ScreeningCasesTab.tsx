import type { ScreeningCase } from '@exchange/contract/screening/screening';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ScoreCell } from './ScoreCell.tsx';
import { ScreeningCaseDrawer } from './ScreeningCaseDrawer.tsx';
import { caseFilters } from './screening-filters.ts';
import { useScreeningCases } from './screening-queries.ts';

const drawerParam = 'case';

/** The queue: open cases first, then the newest; a row opens the case beside the list. */
export function ScreeningCasesTab() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const list = useUrlListState(caseFilters.defaults);
  const query = useScreeningCases(apiQueryOf(caseFilters, list));
  const { openId, open, close } = useDrawerParam(drawerParam);

  const columns: ColumnsType<ScreeningCase> = [
    {
      key: 'customer',
      title: t('screening.fields.customer'),
      render: (_, c) => <TwoLineCell primary={c.customer.name} secondary={c.customer.email} width={200} testId="case-customer" />,
    },
    {
      key: 'entry',
      title: t('screening.fields.entry'),
      render: (_, c) => <TwoLineCell primary={c.matchedName} secondary={c.entry.listName} width={220} testId="case-entry" />,
    },
    { key: 'score', title: t('screening.fields.score'), render: (_, c) => <ScoreCell score={c.score} nameScore={c.nameScore} testId="case-score" /> },
    {
      key: 'country',
      title: t('screening.fields.country'),
      render: (_, c) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {countryName(c.customer.country)}
          {c.entry.country && c.entry.country !== c.customer.country && <Typography.Text type="secondary"> · {countryName(c.entry.country)}</Typography.Text>}
        </Typography.Text>
      ),
    },
    { key: 'createdAt', title: t('screening.fields.createdAt'), render: (_, c) => <DateTimeCell value={c.createdAt} /> },
    { key: 'status', title: t('screening.fields.status'), fixed: 'end', render: (_, c) => <StatusTag status={c.status} testId="case-status" /> },
  ];

  return (
    <ListPage live="screeningCases"
      testId="screening-cases"
      filters={caseFilters}
      filtersTestId="case-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="cases-table"
      exportCsv={{ path: '/admin/screening/cases', fileName: 'screening-cases', testId: 'cases-export' }}
      empty={{ none: t('screening.cases.empty'), filtered: t('screening.cases.emptyFiltered') }}
      table={{
        onRow: (item) => ({ 'data-case-id': item.id, onClick: () => open(item.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
        rowClassName: (item) => (item.id === openId ? 'ant-table-row-selected' : ''),
      }}
    >
      <ScreeningCaseDrawer caseId={openId} onClose={close} />
    </ListPage>
  );
}
