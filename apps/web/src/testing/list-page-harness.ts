import type { ListResponse } from '@exchange/contract/platform/lists';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createElement as h } from 'react';
import { beforeEach, vi } from 'vitest';
import { ListPage } from '../components/list/ListPage.tsx';
import { apiQueryOf, defineFilters, filterFields } from '../components/list/list-filters.ts';
import { useListQuery } from '../components/list/use-list-query.ts';
import { useUrlListState } from '../components/use-url-list-state.ts';
import { renderWithProviders } from './render.tsx';

/**
 * A list page wired as the feature pages wire theirs (see TransactionListPage): a filter declaration
 * -> URL state -> filter bar -> API query -> table, against a fake list endpoint (`fetchList`).
 * The declaration holds one field of each kind the transactions list uses.
 */

export interface Row {
  id: string;
  name: string;
}

export interface Query {
  status?: 'REQUESTED' | 'APPROVED' | 'ALL';
  type?: 'BUY' | 'SELL';
  email?: string;
  search?: string;
  amountStart?: string;
  amountEnd?: string;
  startDate?: string;
  endDate?: string;
  page?: number;
  limit?: number;
  /** Sent by useListQuery when it knows the total already. */
  withTotal?: 'false';
}

const f = filterFields<Query>();
// A module constant, as the hook asks: it memoises on the declaration's identity.
export const filters = defineFilters<Query>([
  f.choice('status', ['REQUESTED', 'APPROVED', 'ALL'], { label: 'transactions.filters.status', initial: 'REQUESTED' }),
  f.choice('type', ['BUY', 'SELL'], { label: 'transactions.filters.type' }),
  f.text('email', {
    label: 'transactions.filters.email',
    lowercase: true,
    pattern: { rule: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'transactions.filters.emailInvalid' },
  }),
  f.search('search', { label: 'common.search', placeholder: 'paymentMethodCatalog.list.searchPlaceholder' }),
  f.range('amountStart', 'amountEnd', { label: 'transactions.filters.fiatAmount', more: true, pattern: { rule: /^\d+$/, message: 'transactions.filters.fiatAmountInvalid' } }),
  f.dates('startDate', 'endDate', { label: 'transactions.filters.dates', more: true, testId: 'filter-dates' }),
]);

/** The page's two empty texts: without filters, and with them. */
export const NONE = 'No rows yet';
export const FILTERED = 'No row matches these filters';

/** The API query with every filter at its default. */
export const DEFAULT_QUERY: Query = {
  status: 'REQUESTED', type: undefined, email: undefined, search: undefined, amountStart: undefined, amountEnd: undefined,
  startDate: undefined, endDate: undefined, page: 0, limit: 10,
};

export const listOf = (items: Row[], total = items.length): ListResponse<Row> => ({ items, total, totalIsCapped: false, page: 0, limit: 10 });

/** The fake list endpoint: an empty list unless a test says otherwise; its calls are the API queries sent. */
export const fetchList = vi.fn<(query: Query) => Promise<ListResponse<Row>>>();
beforeEach(() => {
  fetchList.mockReset();
  fetchList.mockImplementation(async () => listOf([]));
});

function Harness() {
  const list = useUrlListState(filters.defaults);
  const apiQuery = apiQueryOf(filters, list);
  const query = useListQuery(['rows', apiQuery], ({ withTotal }) => fetchList(withTotal ? { ...apiQuery, withTotal } : apiQuery));
  return h(ListPage<Row, Query>, {
    testId: 'page',
    filters,
    list,
    query,
    columns: [{ key: 'name', dataIndex: 'name' }],
    rowKey: 'id',
    empty: { none: NONE, filtered: FILTERED },
    tableTestId: 'rows',
    filtersTestId: 'filters',
  });
}

export const renderListPage = (url = '/') => renderWithProviders(h(Harness), { url });

/** The last API query sent. */
export const lastQuery = () => fetchList.mock.lastCall?.[0];

/** What a select shows: its value's label, or '' when it is empty. */
export const shown = (label: string) => screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content')?.getAttribute('title') ?? '';

export const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** Opens a select and picks an option from its dropdown (not from the screen-reader copy of the list). */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const open = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const found = [...open].find((element) => element.title === option);
    if (!found) throw new Error(`no option ${option} under ${label}`);
    return found;
  });
  await user.click(item);
}
