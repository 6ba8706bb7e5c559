import type { ListResponse } from '@exchange/contract/platform/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Flex, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState, type Key, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CsvPath, CsvPathParams } from '../download-file.ts';
import { ExportCsvButton } from '../ExportCsvButton.tsx';
import { ResourceTable, type ResourceTableProps } from '../ResourceTable.tsx';
import { LIST_CHANGE, type UrlListState } from '../use-url-list-state.ts';
import type { ListBulkActions } from './bulk-actions.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { ColumnPicker } from './ColumnPicker.tsx';
import { FilterBar } from './FilterBar.tsx';
import { SavedViewsControl } from './SavedViewsControl.tsx';
import { COLUMNS_PARAM, columnsOf } from './view-query.ts';
import type { ListFilters } from './list-filters.ts';
import type { LiveList } from '@exchange/contract/queues/queue-names';
import { useTranslation } from 'react-i18next';
import { useLiveRows } from '../../features/queues/use-live-rows.ts';
import { liveDecisionColumn } from './live-decision-column.tsx';
import { LiveListNotice } from './LiveListNotice.tsx';

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
  /**
   * The list's name for saved views (`kyc-requests`): with it the toolbar offers the admin's saved
   * and shared views and a column picker (visible columns kept in the URL's `cols`).
   */
  listKey?: string;
  /** Decisions on selected rows at once: rows get checkboxes and a bar of actions above the table. */
  bulk?: ListBulkActions<T>;
  /** The live stream's name of these rows: the list shows "N new" and who decided a row on screen. */
  live?: LiveList;
}

const titled = <T,>(columns: ColumnsType<T>) =>
  columns.flatMap((c) => (typeof c.key === 'string' && typeof c.title === 'string' ? [{ key: c.key, title: c.title }] : []));

/**
 * A list screen from its declaration: filter bar, toolbar, export, the table with its empty,
 * loading and error states, capped totals, page size and sort, all kept in the URL.
 */
export function ListPage<T extends object, Q>({
  testId, filters, list, query, columns, rowKey, empty, exportCsv, toolbar, summary, table, tableTestId, filtersTestId, children, listKey, bulk, live,
}: ListPageProps<T, Q>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const idOf = (row: T): Key => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const shownIds = (query.data?.items ?? []).map((row) => String(idOf(row)));
  const liveRows = useLiveRows(live, shownIds);
  const pickable = useMemo(() => (listKey ? titled(columns) : []), [listKey, columns]);
  const chosen = columnsOf(params).filter((key) => pickable.some((c) => c.key === key));
  // Columns without a plain title (row actions) are always shown; the others as the URL says, in its order.
  const shownColumns = [
    ...(listKey && chosen.length > 0
      ? [
          ...chosen.flatMap((key) => columns.filter((c) => c.key === key)),
          ...columns.filter((c) => !pickable.some((p) => p.key === c.key)),
        ]
      : columns),
    ...liveDecisionColumn(liveRows.decided, idOf, t('live.decidedColumn'), (name) => t('live.decidedBy', { name })),
  ];
  const setColumns = (keys: string[]) => {
    const next = new URLSearchParams(window.location.search);
    if (keys.length === pickable.length) next.delete(COLUMNS_PARAM);
    else next.set(COLUMNS_PARAM, keys.join(','));
    setParams(next, LIST_CHANGE);
  };

  // A selection belongs to the rows on screen: another page or other filters start a new one.
  const shownState = JSON.stringify([list.filters, list.page, list.limit, list.sort, list.order]);
  const [selection, setSelection] = useState<{ state: string; rows: ReadonlyMap<string, string> }>({ state: shownState, rows: new Map() });
  const selected = selection.state === shownState ? selection.rows : new Map<string, string>();
  const setSelected = (rows: ReadonlyMap<string, string>) => setSelection({ state: shownState, rows });
  const rowSelection = bulk && {
    selectedRowKeys: [...selected.keys()],
    getCheckboxProps: (row: T) => ({
      disabled: bulk.isSelectable ? !bulk.isSelectable(row) : false,
      'data-testid': 'bulk-row-select',
      // Ticking a row must not also open its detail drawer (rows open on click).
      onClick: (event: MouseEvent) => event.stopPropagation(),
    }),
    onChange: (_keys: Key[], rows: T[]) => setSelected(new Map(rows.map((row) => [bulk.rowId(row), bulk.rowLabel(row)]))),
  };

  const tools = (exportCsv || toolbar || listKey) && (
    <Flex justify="end" gap={8} wrap style={{ marginTop: 8 }}>
      {listKey && <SavedViewsControl listKey={listKey} defaults={filters.defaults} />}
      {listKey && pickable.length > 1 && <ColumnPicker columns={pickable} visible={chosen.length > 0 ? chosen : pickable.map((c) => c.key)} onChange={setColumns} />}
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
        <LiveListNotice
          added={liveRows.added}
          decided={liveRows.decided.size}
          onShow={() => {
            liveRows.reset();
            void query.refetch();
          }}
        />
        {bulk && (
          <BulkActionBar
            actions={bulk.actions}
            selected={[...selected.keys()]}
            labelOf={(id) => selected.get(id) ?? id}
            onClear={() => setSelected(new Map())}
            onDecided={bulk.onDecided}
          />
        )}
        <ResourceTable<T>
          {...table}
          {...(rowSelection ? { rowSelection } : {})}
          pageSizes={table?.pageSizes ?? filters.defaults.pageSizes}
          testId={tableTestId}
          columns={shownColumns}
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
