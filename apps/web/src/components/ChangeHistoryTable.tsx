import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from './DateTimeCell.tsx';
import { LoadFailedAlert } from './LoadFailedAlert.tsx';

/** What every audited field change of a configured thing (a bundle, a coin, a staking product) carries. */
export interface FieldChange {
  id: string;
  changedBy: { name: string };
  changedAt: string;
  before: string | null;
  after: string | null;
}

export const HISTORY_PAGE_SIZE = 20;

/**
 * One page of a thing's change history: who and when, then the field with its value before and after.
 * The caller owns the page (its query depends on it) and says how a field and its values read.
 */
export function ChangeHistoryTable<C extends FieldChange>({
  query,
  page,
  onPage,
  testId,
  emptyText,
  fieldLabel,
  valueText = () => undefined,
  extraColumns = [],
}: {
  query: UseQueryResult<ListResponse<C>>;
  page: number;
  onPage: (page: number) => void;
  /** Prefix of the table's test ids: `<testId>-table`, `-field`, `-after`. */
  testId: string;
  emptyText: string;
  fieldLabel: (change: C) => ReactNode;
  /** A value shown otherwise than as stored (a state's name, a rate with its unit); undefined keeps it as stored. */
  valueText?: (change: C, value: string) => ReactNode | undefined;
  extraColumns?: ColumnsType<C>;
}) {
  const { t } = useTranslation();
  const shown = (change: C, value: string | null) => {
    if (value === null || value === '') return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
    return valueText(change, value) ?? <span dir="auto" style={{ wordBreak: 'break-word' }}>{value}</span>;
  };
  return (
    <>
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />}
      <Table<C>
        size="small"
        rowKey="id"
        data-testid={`${testId}-table`}
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page + 1, pageSize: HISTORY_PAGE_SIZE, total: query.data?.total ?? 0, onChange: (p) => onPage(p - 1), showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          {
            key: 'when',
            title: t('changeHistory.when'),
            render: (_, c) => (
              <div style={{ lineHeight: 1.35 }}>
                <span>{c.changedBy.name}</span>
                <DateTimeCell value={c.changedAt} />
              </div>
            ),
          },
          {
            key: 'what',
            title: t('changeHistory.field'),
            render: (_, c) => (
              <div style={{ lineHeight: 1.5, maxWidth: 420 }}>
                <Typography.Text strong data-testid={`${testId}-field`}>{fieldLabel(c)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{t('changeHistory.before')}:</Typography.Text> {shown(c, c.before)}
                </div>
                <div>
                  <Typography.Text type="secondary">{t('changeHistory.after')}:</Typography.Text> <span data-testid={`${testId}-after`}>{shown(c, c.after)}</span>
                </div>
              </div>
            ),
          },
          ...extraColumns,
        ]}
      />
    </>
  );
}
