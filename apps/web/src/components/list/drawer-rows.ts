import type { HTMLAttributes } from 'react';

/**
 * A list whose rows open their detail drawer (useDrawerParam): a click on a row opens it, the open
 * one is marked selected, and each row carries its id (and `data` attributes the e2e specs find
 * rows by) for ListPage's `table`.
 */
export function drawerRows<T extends { id: string }>(drawer: { openId: string | undefined; open: (id: string) => void }, data?: (row: T) => Record<`data-${string}`, string>) {
  return {
    onRow: (row: T) => ({ ...data?.(row), 'data-row-id': row.id, onClick: () => drawer.open(row.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
    rowClassName: (row: T) => (row.id === drawer.openId ? 'ant-table-row-selected' : ''),
  };
}
