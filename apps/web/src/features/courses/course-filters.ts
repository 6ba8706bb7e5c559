import { COURSE_PAGE_SIZE, COURSE_STATUSES } from '@exchange/contract/courses/course-rules';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';

export type CourseQuery = ListQueryOf<'/admin/courses'>;

const f = filterFields<CourseQuery>();
const isLanguage = (value: string): value is ContentLanguage => CONTENT_LANGUAGES.some((l) => l === value);

/** Courses: a title, the status and the language customers read it in; the most recently changed first. */
export const courseFilters = defineFilters<CourseQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'courses.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('status', COURSE_STATUSES, { label: 'courses.fields.status', valueLabel: (status) => `status.${status}`, testId: 'filter-status' }),
    f.choice('language', CONTENT_LANGUAGES, { label: 'courses.fields.language', valueText: (value) => (isLanguage(value) ? LANGUAGE_NAMES[value] : value), testId: 'filter-language' }),
  ],
  { limit: COURSE_PAGE_SIZE, pageSizes: [10, COURSE_PAGE_SIZE, 50, 100] },
);
