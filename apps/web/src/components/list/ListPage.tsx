import type { ListResponse } from '@exchange/contract/platform/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Flex, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import type { CsvPath, CsvPathParams } from '../download-file.ts';
import { ExportCsvButton } from '../ExportCsvButton.tsx';
import { ResourceTable, type ResourceTableProps } from '../ResourceTable.tsx';
import type { UrlListState } from '../use-url-list-state.ts';
import { FilterBar } from './FilterBar.tsx';
import type { ListFilters } from './list-filters.ts';

export interface ListPageProps<T extends object, Q> {
  testId: string;
  filters: ListFilters<Q>;
  list: UrlListState<Record<string, string | undefined>>;
  query: Pick<UseQueryResult<ListResponse<T>>, 'data' | 'isFetching' | 'error' | 'refetch'>;
  columns: ColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** What the empty list says, without filters and with them. */
  empty: { none: string; filtered: string };
  /** The list's own endpoint, which answers CSV with `format=csv`: every matching row, not the page. */
  exportCsv?: { path: CsvPath; pathParams?: CsvPathParams; fileName: string; testId: string };
  /** Buttons beside the export (create, invite). */
  toolbar?: ReactNode;
  /** Between the filters and the table: a report's totals over every matching row, a warning. */
  summary?: ReactNode;
  /** Anything else the table takes: row handlers, selection, sorting. */
  table?: Omit<ResourceTableProps<T>, 'columns' | 'data' | 'loading' | 'error' | 'onRetry' | 'rowKey' | 'page' | 'limit' | 'onPageChange' | 'emptyText' | 'testId'>;
  tableTestId: string;
  filtersTestId: string;
  /** Drawers and modals of the page. */
  children?: ReactNode;
}

/**
 * A list screen from its declaration: filter bar, toolbar, export, the table with its empty,
 * loading and error states, capped totals, page size and sort, all kept in the URL.
 */
export function ListPage<T extends object, Q>({
  testId, filters, list, query, columns, rowKey, empty, exportCsv, toolbar, summary, table, tableTestId, filtersTestId, children,
}: ListPageProps<T, Q>) {
  const tools = (exportCsv || toolbar) && (
    <Flex justify="end" gap={8} wrap style={{ marginTop: 8 }}>
      {toolbar}
      {exportCsv && <ExportCsvButton path={exportCsv.path} pathParams={exportCsv.pathParams} filters={list.filters} fallbackName={exportCsv.fileName} testId={exportCsv.testId} />}
    </Flex>
  );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid={testId}>
      <Card size="small">
        {/* A list without filters (a short settings list) shows only its tools. */}
        {filters.fields.length > 0 && <FilterBar filters={filters} list={list} error={query.error} testId={filtersTestId} />}
        {tools}
      </Card>
      {summary}
      <Card size="small">
        <ResourceTable<T>
          {...table}
          pageSizes={table?.pageSizes ?? filters.defaults.pageSizes}
          testId={tableTestId}
          columns={columns}
          rowKey={rowKey}
          data={query.data}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          page={list.page}
          limit={list.limit}
          onPageChange={list.setPage}
          sortField={list.sort}
          sortOrder={list.order}
          onSortChange={table?.onSortChange ?? (filters.defaults.sorts ? list.setSort : undefined)}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isFiltered ? empty.filtered : empty.none} />}
        />
      </Card>
      {children}
    </Space>
  );
}
