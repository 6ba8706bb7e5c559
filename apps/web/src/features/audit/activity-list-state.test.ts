import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from '../../components/use-url-list-state.ts';
import { activityFilterQuery, activityListDefaults } from './activity-list-state.ts';

describe('activity list state', () => {
  it('reads every filter from the URL and ignores an unknown outcome', () => {
    const state = parseListState(new URLSearchParams('action=admins.&targetId=42&outcome=MAYBE&startDate=2026-01-01&page=2'), activityListDefaults);
    expect(state.filters).toMatchObject({ action: 'admins.', targetId: '42', outcome: undefined, startDate: '2026-01-01' });
    expect(state.page).toBe(2);
    expect(state.limit).toBe(50);
  });

  it('writes a plain URL for the defaults and keeps other parameters', () => {
    const state = parseListState(new URLSearchParams(), activityListDefaults);
    expect(serializeListState(state, activityListDefaults, new URLSearchParams('theme=dark')).toString()).toBe('theme=dark');
  });

  it('sends only the filters that are set, for the list and its CSV alike', () => {
    const { filters } = parseListState(new URLSearchParams('outcome=DENIED'), activityListDefaults);
    expect(activityFilterQuery(filters)).toEqual({ outcome: 'DENIED' });
  });
});
