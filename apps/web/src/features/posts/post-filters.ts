import { POST_PAGE_SIZE, POST_SORT_FIELDS, POST_STATUSES, type PostStatus } from '@exchange/contract/posts/post-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { POST_STATUS_KEYS } from './post-text-keys.ts';

export type PostQuery = ListQueryOf<'/admin/posts'>;

const f = filterFields<PostQuery>();
const UUID = { rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: 'posts.list.customerIdInvalid' };

/** The moderation queue: most reported first, filtered by status, reported or not, text and author. */
export const postFilters = defineFilters<PostQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'posts.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('status', POST_STATUSES, { label: 'posts.fields.status', valueLabel: (status) => POST_STATUS_KEYS[status as PostStatus], testId: 'filter-status' }),
    f.choice('reported', ['true', 'false'], { label: 'posts.list.reported', valueLabel: (value) => `posts.list.reported_${value}`, testId: 'filter-reported' }),
    f.text('customerId', { label: 'posts.list.customerId', max: 36, pattern: UUID, testId: 'filter-customer', more: true }),
  ],
  { limit: POST_PAGE_SIZE, pageSizes: [10, POST_PAGE_SIZE, 50, 100], sort: 'reports', sorts: POST_SORT_FIELDS, order: 'desc' },
);
