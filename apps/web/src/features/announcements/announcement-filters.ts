import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_SORT_FIELDS, ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from '@exchange/contract/announcements/announcement-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { ANNOUNCEMENT_STATUS_KEYS } from './announcement-text-keys.ts';

export type AnnouncementQuery = ListQueryOf<'/admin/announcements'>;

const f = filterFields<AnnouncementQuery>();

/** Announcements' filters: a title in any language and the status; 20 to a page, as the spec has it. */
export const announcementFilters = defineFilters<AnnouncementQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'announcements.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('status', ANNOUNCEMENT_STATUSES, { label: 'announcements.fields.status', valueLabel: (status) => ANNOUNCEMENT_STATUS_KEYS[status as AnnouncementStatus], testId: 'filter-status' }),
  ],
  { limit: ANNOUNCEMENT_PAGE_SIZE, pageSizes: [10, ANNOUNCEMENT_PAGE_SIZE, 50, 100], sort: 'createdAt', sorts: ANNOUNCEMENT_SORT_FIELDS, order: 'desc' },
);
