import type { ListResponse } from '@exchange/contract/platform/lists';
import { Alert, Button, Empty, Result, Skeleton, Table, type TableProps } from 'antd';
import type { SortOrder as AntSortOrder, ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { DEFAULT_PAGE_SIZES, type SortOrder } from './use-url-list-state.ts';

type ManagedProps = 'dataSource' | 'pagination' | 'loading' | 'rowKey' | 'onChange' | 'columns';

export interface ResourceTableProps<T> extends Omit<TableProps<T>, ManagedProps> {
  columns: ColumnsType<T>;
  /** The server's page; undefined until the first answer. */
  data: ListResponse<T> | undefined;
  /** A request is running: a skeleton before the first answer, a spinner over the rows after. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  rowKey: (keyof T & string) | ((row: T) => Key);
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  pageSizes?: readonly number[];
  /** Columns whose `key` equals `sortField` show the sort arrow; set `sorter: true` on sortable ones. */
  sortField?: string | undefined;
  sortOrder?: SortOrder | undefined;
  onSortChange?: (field: string | undefined, order: SortOrder | undefined) => void;
  emptyText?: ReactNode;
  testId?: string;
}

const toAntOrder = (order: SortOrder | undefined): AntSortOrder => (order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null);

/** antd's Table for a server-paged list: totals, page sizes, skeleton, empty and error states. */
export function ResourceTable<T extends object>({
  columns,
  data,
  loading,
  error,
  onRetry,
  page,
  limit,
  onPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  sortField,
  sortOrder,
  onSortChange,
  emptyText,
  testId,
  ...tableProps
}: ResourceTableProps<T>) {
  const { t, i18n } = useTranslation();
  const failed = Boolean(error) && !loading;
  const retry = (
    <Button onClick={onRetry} data-testid={testId ? `${testId}-retry` : undefined}>
      {t('common.retry')}
    </Button>
  );

  let placeholder: ReactNode = emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noResults')} />;
  if (!data && loading) placeholder = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (!data && failed) {
    placeholder = <Result status="warning" title={t('common.loadFailed')} subTitle={errorMessage(error)} extra={retry} />;
  }

  const total = data?.total ?? 0;
  const totalText = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' }).format(total) + (data?.totalIsCapped ? '+' : '');
  // Sorting is the server's: the columns only show the URL's sort.
  const sortedColumns: ColumnsType<T> = onSortChange
    ? columns.map((column) =>
        column.key !== undefined && column.key === sortField
          ? { ...column, sortOrder: toAntOrder(sortOrder) }
          : column.sorter
            ? { ...column, sortOrder: null }
            : column,
      )
    : columns;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') onPageChange((pagination.current ?? 1) - 1, pagination.pageSize ?? limit);
    if (extra.action === 'sort' && onSortChange) {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const order = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined;
      onSortChange(order && single?.columnKey !== undefined ? String(single.columnKey) : undefined, order);
    }
  };

  return (
    <div data-testid={testId} data-state={loading ? 'loading' : failed ? 'error' : 'ready'}>
      {data && failed && (
        <Alert type="warning" showIcon title={t('common.loadFailed')} description={errorMessage(error)} action={retry} style={{ marginBottom: 12 }} />
      )}
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
        columns={sortedColumns}
        dataSource={data?.items ?? []}
        loading={Boolean(data) && loading}
        locale={{ emptyText: placeholder }}
        onChange={onChange}
        pagination={
          data
            ? {
                current: page + 1,
                pageSize: limit,
                total,
                showSizeChanger: true,
                pageSizeOptions: pageSizes.map(String),
                showTotal: () => <span data-testid={testId ? `${testId}-total` : undefined}>{t('common.total', { total: totalText })}</span>,
              }
            : false
        }
      />
    </div>
  );
}
