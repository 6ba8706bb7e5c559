import { describe, expect, it } from 'vitest';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { parseListState, serializeListState } from '../../components/use-url-list-state.ts';
import { activityFilters } from './activity-filters.ts';

const { defaults } = activityFilters;

describe('activity filters', () => {
  it('reads every filter from the URL and ignores an unknown outcome or a date that is none', () => {
    const state = parseListState(new URLSearchParams('action=admins.&targetId=42&outcome=MAYBE&startDate=2026-01-01&endDate=soon&page=2'), defaults);
    expect(state.filters).toMatchObject({ action: 'admins.', targetId: '42', outcome: undefined, startDate: '2026-01-01', endDate: undefined });
    expect(state.page).toBe(2);
    expect(state.limit).toBe(50);
  });

  it('writes a plain URL for the defaults and keeps other parameters', () => {
    const state = parseListState(new URLSearchParams(), defaults);
    expect(serializeListState(state, defaults, new URLSearchParams('theme=dark')).toString()).toBe('theme=dark');
  });

  it('sends the filters that are set with the page', () => {
    const state = parseListState(new URLSearchParams('outcome=DENIED&actorId=a1'), defaults);
    expect(apiQueryOf(activityFilters, state)).toMatchObject({ outcome: 'DENIED', actorId: 'a1', page: 0, limit: 50 });
  });
});
