// Without zod, so the console can import the rules for the price of the values.

/** WEB: the customer app's announcements list; MOBILE: the Mobile Announcement shown in the phone app. */
export const ANNOUNCEMENT_CHANNELS = ['WEB', 'MOBILE'] as const;
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number];

/**
 * DRAFT -> PUBLISHED (publish) -> DRAFT (unpublish, to edit it); DRAFT or PUBLISHED -> ARCHIVED.
 * Only a draft is edited, so that what customers read is what was reviewed when it was published.
 */
export const ANNOUNCEMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Where a PUBLISHED announcement stands against the clock: before its start, showing, or past its end. */
export const ANNOUNCEMENT_SCHEDULES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type AnnouncementSchedule = (typeof ANNOUNCEMENT_SCHEDULES)[number];

/** Who sees it: every customer, customers of some countries, or customers at some KYC levels. */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'COUNTRIES', 'KYC_LEVELS'] as const;
export type AnnouncementAudienceKind = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const KYC_LEVELS = [0, 1, 2, 3] as const;

/** The spec: announcements are listed 20 to a page by default. */
export const ANNOUNCEMENT_PAGE_SIZE = 20;
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 4000;
export const ANNOUNCEMENT_COUNTRIES_MAX = 50;
export const ANNOUNCEMENT_SORT_FIELDS = ['createdAt', 'startsAt'] as const;
