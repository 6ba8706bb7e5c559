// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { FILTERED, NONE, fetchList, input, lastQuery, listOf, renderListPage } from '../../testing/list-page-harness.ts';

/** A list screen from its declaration: which empty text it shows, a failed answer, paging (the filters: FilterBar.test.ts). */

describe('ListPage: the empty state', () => {
  it('says the list has nothing yet when no filter is set', async () => {
    renderListPage();
    expect(await screen.findByText(NONE)).toBeTruthy();
    expect(screen.queryByText(FILTERED)).toBeNull();
    expect(screen.getByTestId('filter-reset')).toHaveProperty('disabled', true);
  });

  it('says nothing matches when a filter is set', async () => {
    renderListPage('/?type=SELL');
    expect(await screen.findByText(FILTERED)).toBeTruthy();
    expect(screen.queryByText(NONE)).toBeNull();
    expect(screen.getByTestId('filter-reset')).toHaveProperty('disabled', false);
  });

  it('counts a choice moved off its default as a filter', async () => {
    renderListPage('/?status=ALL');
    expect(await screen.findByText(FILTERED)).toBeTruthy();
  });

  it('turns from "nothing matches" to "nothing yet" on Reset', async () => {
    const { user } = renderListPage('/?type=SELL');
    await screen.findByText(FILTERED);
    await user.click(screen.getByTestId('filter-reset'));
    expect(await screen.findByText(NONE)).toBeTruthy();
  });

  it('shows rows, not an empty text, when there are some', async () => {
    fetchList.mockResolvedValue(listOf([{ id: '1', name: 'Alice' }]));
    renderListPage('/?type=SELL');
    expect(await screen.findByText('Alice')).toBeTruthy();
    expect(screen.queryByText(FILTERED)).toBeNull();
    expect(screen.queryByText(NONE)).toBeNull();
  });
});

describe('ListPage: failures and paging', () => {
  it('shows a 400 about a filter under that filter, and the failure in the table', async () => {
    fetchList.mockRejectedValue(
      new ApiRequestError(400, 'validation.invalidEmail', 'email: Invalid email address', [{ field: 'email', code: 'validation.invalidEmail', message: 'Invalid email address' }]),
    );
    renderListPage('/?email=a%40b.invalid');
    const message = await screen.findByText('Is not a valid e-mail address');
    expect(message.closest('.ant-form-item')?.querySelector('input')).toBe(input('Customer e-mail'));
    expect(screen.getByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByTestId('rows-retry')).toBeTruthy();
  });

  it('goes back to the first page when the page size changes', async () => {
    fetchList.mockResolvedValue(listOf([{ id: '1', name: 'Alice' }], 95));
    const { user, search } = renderListPage('/?page=4');
    await screen.findByText('Alice');
    await user.click(within(screen.getByTestId('rows')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '50 / page' }));
    await waitFor(() => expect(search()).toBe('limit=50'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 0, limit: 50 }));
  });
});

describe('ListPage: a total counted once per filter set', () => {
  const alice = [{ id: '1', name: 'Alice' }];
  const pagesWithoutTotal = () => fetchList.mock.calls.filter(([query]) => query.withTotal === 'false').map(([query]) => query.page);

  it('pages on without asking for the total again, and still shows it', async () => {
    // What the API answers: the total only when it is asked for.
    fetchList.mockImplementation(async (query) => ({ ...listOf(alice, 95), total: query.withTotal === 'false' ? null : 95 }));
    const { user } = renderListPage();
    await screen.findByText('Alice');
    await user.click(within(screen.getByTestId('rows')).getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, withTotal: 'false' }));
    expect(await screen.findByText('Total: 95')).toBeTruthy();
    expect(pagesWithoutTotal()).toEqual([1]);
  });

  it('counts again for other filters, and after the list was invalidated by a change', async () => {
    fetchList.mockImplementation(async (query) => ({ ...listOf(alice, 95), total: query.withTotal === 'false' ? null : 95 }));
    const { user, queryClient } = renderListPage();
    await screen.findByText('Alice');
    await user.click(within(screen.getByTestId('rows')).getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, withTotal: 'false' }));
    fetchList.mockImplementation(async () => listOf(alice, 94));
    await queryClient.invalidateQueries({ queryKey: ['rows'] });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1 }));
    expect(lastQuery()?.withTotal).toBeUndefined();
    expect(await screen.findByText('Total: 94')).toBeTruthy();
    await user.type(input('Search'), 'ali{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ali', page: 0 }));
    expect(lastQuery()?.withTotal).toBeUndefined();
  });
});
