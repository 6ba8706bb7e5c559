import { SCREENING_CASE_STATUSES, SCREENING_PAGE_SIZE } from '@exchange/contract/screening/screening-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { WatchlistFilter } from './WatchlistFilter.tsx';

export type CaseQuery = ListQueryOf<'/admin/screening/cases'>;

const f = filterFields<CaseQuery>();
const score = { rule: /^(0(\.\d{1,3})?|1(\.0{1,3})?)$/, message: 'screening.filters.scoreInvalid' };

/** The cases queue: open ones first (the server's order), 50 a page as the spec says. */
export const caseFilters = defineFilters<CaseQuery>(
  [
    f.choice('status', SCREENING_CASE_STATUSES, { label: 'screening.fields.status', valueLabel: (status) => `status.${status}`, testId: 'case-status-filter' }),
    f.search('search', { label: 'common.search', placeholder: 'screening.filters.searchPlaceholder', testId: 'case-search' }),
    f.custom('watchlistId', { label: 'screening.fields.watchlist', control: WatchlistFilter, testId: 'case-watchlist-filter' }),
    f.text('listName', { label: 'screening.fields.list', max: 80, testId: 'case-list-filter' }),
    f.range('minScore', 'maxScore', { label: 'screening.fields.score', pattern: score, testId: 'case-score-filter' }),
  ],
  { limit: SCREENING_PAGE_SIZE, pageSizes: [SCREENING_PAGE_SIZE, 100, 200] },
);
