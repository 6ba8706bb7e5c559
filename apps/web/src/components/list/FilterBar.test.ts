// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, FILTERED, NONE, choose, fetchList, input, lastQuery, renderListPage, shown } from '../../testing/list-page-harness.ts';

/**
 * The filter bar of a list page and its URL state (FilterBar, list-filters, use-url-list-state):
 * a filter set in the form reaches the URL and the API query, and the URL (a shared link, Back,
 * Reset, a hand-edited value) comes back into the form.
 */

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('FilterBar: filters live in the URL', () => {
  it('applies a choice at once: URL, first page and API query', async () => {
    const { user, search } = renderListPage('/?page=3');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 3 }));

    await choose(user, 'Type', 'SELL');
    await waitFor(() => expect(search()).toBe('type=SELL'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'SELL', status: 'REQUESTED', page: 0, limit: 10 }));
    expect(shown('Type')).toBe('SELL');
  });

  it('applies typed text on Enter only, lower-cased as declared', async () => {
    const { user, search } = renderListPage();
    await screen.findByText(NONE);

    // Typed key by key: "bob@example.c" on the way is a valid address, and must not be sent.
    await user.type(input('Customer e-mail'), 'Bob@Example.COM');
    expect(search()).toBe('');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ email: 'bob@example.com' }));
    expect(search()).toBe('email=bob%40example.com');
    expect(input('Customer e-mail').value).toBe('bob@example.com');
    expect(fetchList.mock.calls.map(([query]) => query.email)).toEqual([undefined, 'bob@example.com']);
  });

  it('applies typed text with the Search button, together with the other boxes', async () => {
    const { user, search } = renderListPage('/?type=BUY');
    await screen.findByText(FILTERED);

    await user.type(screen.getByRole('searchbox'), 'alice');
    await user.type(input('Customer e-mail'), 'a@b.co');
    await user.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(params(search())).toEqual({ type: 'BUY', email: 'a@b.co', search: 'alice' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'BUY', email: 'a@b.co', search: 'alice' }));
  });

  it('keeps a value the API would refuse in the form, with its message, out of the URL', async () => {
    const { user, search } = renderListPage();
    await screen.findByText(NONE);
    const calls = fetchList.mock.calls.length;

    await user.click(input('Customer e-mail'));
    await user.paste('not-an-address');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(search()).toBe('');
    expect(fetchList.mock.calls.length).toBe(calls);
  });

  it('fills the form from a shared link, folded filters opened', async () => {
    renderListPage('/?type=SELL&email=a%40b.c&amountStart=10&startDate=2024-01-02&endDate=2024-01-31');
    await screen.findByText(FILTERED);
    expect(lastQuery()).toMatchObject({ status: 'REQUESTED', type: 'SELL', email: 'a@b.c', amountStart: '10', startDate: '2024-01-02', endDate: '2024-01-31' });
    expect(shown('Status')).toBe('REQUESTED');
    expect(shown('Type')).toBe('SELL');
    expect(input('Customer e-mail').value).toBe('a@b.c');
    expect(screen.getByTestId<HTMLInputElement>('filter-amountStart').value).toBe('10');
    expect(screen.getAllByTestId<HTMLInputElement>('filter-dates').map((box) => box.value)).toEqual(['2024-01-02', '2024-01-31']);
  });

  it('refills the form on Back, one change at a time', async () => {
    const { user, search } = renderListPage();
    await screen.findByText(NONE);
    await choose(user, 'Type', 'SELL');
    // Wait for the page to have drawn the new state: the form is refilled from it.
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'SELL' }));
    await user.type(input('Customer e-mail'), 'a@b.co{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'SELL', email: 'a@b.co' }));
    expect(search()).toBe('type=SELL&email=a%40b.co');

    window.history.back();
    await waitFor(() => expect(input('Customer e-mail').value).toBe(''));
    expect(search()).toBe('type=SELL');
    expect(shown('Type')).toBe('SELL');

    window.history.back();
    await waitFor(() => expect(shown('Type')).toBe(''));
    expect(search()).toBe('');
    expect(await screen.findByText(NONE)).toBeTruthy();

    window.history.forward();
    await waitFor(() => expect(shown('Type')).toBe('SELL'));
    expect(input('Customer e-mail').value).toBe('');
  });

  it('clears every filter on Reset, and keeps parameters that are not the list\'s', async () => {
    const { user, search } = renderListPage('/?theme=dark&status=ALL&type=SELL&email=a%40b.c&amountStart=10&page=2&limit=20');
    await screen.findByText(FILTERED);

    await user.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(search()).toBe('theme=dark'));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
    await waitFor(() => expect(shown('Type')).toBe(''));
    expect(shown('Status')).toBe('REQUESTED');
    expect(input('Customer e-mail').value).toBe('');
    expect(screen.getByTestId<HTMLInputElement>('filter-amountStart').value).toBe('');
    expect(screen.getByTestId('filter-reset')).toHaveProperty('disabled', true);
  });

  it('falls back to the defaults for hand-edited nonsense in the URL', async () => {
    renderListPage('/?status=DROP&type=NOPE&startDate=yesterday&endDate=2024-1-5&page=x&limit=7');
    expect(await screen.findByText(NONE)).toBeTruthy();
    expect(lastQuery()).toEqual(DEFAULT_QUERY);
    expect(shown('Status')).toBe('REQUESTED');
    expect(shown('Type')).toBe('');
    expect(screen.getByTestId('filter-reset')).toHaveProperty('disabled', true);
  });
});

/** Bugs these tests found when they were written, fixed since: they must not come back. */
describe('FilterBar: fixed bugs', () => {
  it('falls back to no filter for a date in the URL that is no date (2024-02-30)', async () => {
    renderListPage('/?startDate=2024-02-30');
    await waitFor(() => expect(fetchList).toHaveBeenCalled());
    // Today: the form shows no date, yet the query sends 2024-02-30 and the list counts as filtered.
    expect(lastQuery()).toMatchObject({ startDate: undefined });
  });

  it('keeps the focus in the box where Enter applied the filter', async () => {
    const { user } = renderListPage();
    await screen.findByText(NONE);
    await user.type(input('Customer e-mail'), 'a@b.co{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ email: 'a@b.co' }));
    // Today: refilling the form from the URL (form.resetFields) remounts every control, and the focus drops to <body>.
    expect(document.activeElement).toBe(input('Customer e-mail'));
  });

  it('checks typed text as it will be sent: trimmed', async () => {
    const { user, search } = renderListPage();
    await screen.findByText(NONE);
    await user.type(input('Customer e-mail'), ' a@b.co {Enter}');
    await waitFor(() => expect(search() !== '' || screen.queryByText('Enter a valid e-mail address')).toBeTruthy());
    // Today: the pattern sees the blanks the filter would trim, and refuses a pasted address.
    expect(search()).toBe('email=a%40b.co');
  });
});
