import { Empty, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from './LoadFailedAlert.tsx';

export interface QueryTableProps<T extends { id: string }> {
  /** A list query's state: its rows, whether it loads, its failure (shown with a retry in place of the table). */
  query: { data: { items: T[] } | undefined; isFetching: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  columns: ColumnsType<T>;
  /** What the table says when the query found nothing. */
  empty: string;
  testId: string;
}

/** A short, unpaged table of one query's rows (a customer's recent deposits, their bank accounts). */
export function QueryTable<T extends { id: string }>({ query, columns, empty, testId }: QueryTableProps<T>) {
  if (query.isError) return <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      size="small"
      rowKey="id"
      data-testid={testId}
      loading={query.isFetching}
      dataSource={query.data?.items ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      columns={columns}
    />
  );
}

/** A titled part of a page's tab (the customer's deposits), with its buttons beside the title. */
export function TableSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>{title}</Typography.Title>
        {extra}
      </Flex>
      {children}
    </div>
  );
}
