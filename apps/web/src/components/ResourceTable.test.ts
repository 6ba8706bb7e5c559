// @vitest-environment happy-dom
import type { ListResponse } from '@exchange/contract/platform/lists';
import { screen, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-request-error.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';

interface Row {
  id: string;
  name: string;
}

const listOf = (items: Row[], total = items.length, totalIsCapped = false): ListResponse<Row> => ({ items, total, totalIsCapped, page: 0, limit: 10 });
const alice = { id: '1', name: 'Alice' };

function table(props: Partial<ResourceTableProps<Row>> = {}) {
  const all: ResourceTableProps<Row> = {
    columns: [{ key: 'name', title: 'Name', dataIndex: 'name', sorter: true }],
    data: undefined,
    loading: false,
    error: null,
    onRetry: vi.fn(),
    rowKey: 'id',
    page: 0,
    limit: 10,
    onPageChange: vi.fn(),
    testId: 'rows',
    ...props,
  };
  return h(ResourceTable<Row>, all);
}

const skeleton = () => screen.getByTestId('rows').querySelector('.ant-skeleton');
const pager = () => screen.getByTestId('rows').querySelector('.ant-pagination');

describe('ResourceTable', () => {
  it('shows a skeleton, not "nothing found", until the first answer', async () => {
    const { rerender } = renderWithProviders(table({ loading: true }));
    expect(skeleton()).not.toBeNull();
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
    expect(pager()).toBeNull();
    expect(screen.getByTestId('rows').dataset.state).toBe('loading');

    rerender(table({ data: listOf([alice]) }));
    expect(await screen.findByText('Alice')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(screen.getByTestId('rows').dataset.state).toBe('ready');
  });

  it('keeps the rows under a spinner, not a skeleton, while the next page loads', () => {
    renderWithProviders(table({ data: listOf([alice]), loading: true }));
    expect(screen.getByText('Alice')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(screen.getByTestId('rows').querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it("says an empty list is empty, in the page's own words", () => {
    renderWithProviders(table({ data: listOf([]), emptyText: 'No transactions yet' }));
    expect(screen.getByText('No transactions yet')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(screen.queryByText('The list could not be loaded')).toBeNull();
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
  });

  it('says "nothing matches" for an empty list without its own words', () => {
    renderWithProviders(table({ data: listOf([]) }));
    expect(screen.getByText('Nothing matches these filters')).toBeTruthy();
    expect(skeleton()).toBeNull();
  });

  it('shows the server\'s message and a Retry when the first answer fails', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(table({ error: new ApiRequestError(503, 'UNAVAILABLE', 'The database is down'), onRetry }));
    expect(screen.getByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByText('The database is down')).toBeTruthy();
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
    expect(screen.getByTestId('rows').dataset.state).toBe('error');

    await user.click(screen.getByTestId('rows-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the last page on screen, with a Retry above it, when a later answer fails', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(table({ data: listOf([alice]), error: new Error('offline'), onRetry }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByText('Alice')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not show a failure while the retry is running', () => {
    const { rerender } = renderWithProviders(table({ error: new Error('offline'), loading: true }));
    expect(skeleton()).not.toBeNull();
    expect(screen.queryByText('The list could not be loaded')).toBeNull();

    rerender(table({ data: listOf([alice]), error: new Error('offline'), loading: true }));
    expect(screen.getByText('Alice')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('rows').dataset.state).toBe('loading');
  });

  it('writes the total with digit groups, and a capped one as "10,000+"', () => {
    const { rerender } = renderWithProviders(table({ data: listOf([alice], 1234) }));
    expect(screen.getByTestId('rows-total').textContent).toBe('Total: 1,234');
    rerender(table({ data: listOf([alice], 10_000, true) }));
    expect(screen.getByTestId('rows-total').textContent).toBe('Total: 10,000+');
  });

  it('asks for the next page and offers only the page sizes it was given', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(table({ data: listOf([alice], 45), pageSizes: [10, 25], onPageChange }));
    await user.click(within(pager() as HTMLElement).getByTitle('2'));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 10);

    await user.click(within(pager() as HTMLElement).getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10 / page', '25 / page']);
    await user.click(screen.getByRole('option', { name: '25 / page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0, 25);
  });

  it("shows the URL's sort on its column and hands a header click to onSortChange", async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(table({ data: listOf([alice]), sortField: 'name', sortOrder: 'desc', onSortChange }));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(header);
    expect(onSortChange).toHaveBeenCalledTimes(1);
    // antd cycles descend -> off: the list goes back to its default sort.
    expect(onSortChange).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
