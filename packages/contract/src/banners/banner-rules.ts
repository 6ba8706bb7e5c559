// Without zod, so the console can import the rules for the price of the values.

/** Judged by the file's first bytes, never by its name or declared type. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];

/** The app's carousel scales images down; past this they only cost the customers' data. */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Wide enough to stay sharp on a phone, small enough for the carousel: checked from the image's header. */
export const BANNER_IMAGE_MIN_WIDTH = 320;
export const BANNER_IMAGE_MIN_HEIGHT = 100;
export const BANNER_IMAGE_MAX_WIDTH = 4096;
export const BANNER_IMAGE_MAX_HEIGHT = 4096;

export const BANNER_TITLE_MAX = 120;
export const BANNER_LINK_MAX = 2000;
/** A language's carousel: how many banners it may hold (and a reorder may send). */
export const BANNERS_PER_LANGUAGE_MAX = 50;

/** ACTIVE banners show within their schedule; INACTIVE ones are kept but not shown. */
export const BANNER_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** Where an ACTIVE banner stands against the clock. */
export const BANNER_SCHEDULES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type BannerSchedule = (typeof BANNER_SCHEDULES)[number];
