// Without zod, so the console can import the list for the price of the values.

/**
 * The languages the customer-facing content (announcements, banners, e-mails) is written in: the
 * console's six. Arabic reads right to left.
 */
export const CONTENT_LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const RIGHT_TO_LEFT_LANGUAGES: readonly ContentLanguage[] = ['ar'];
export const isRightToLeft = (language: ContentLanguage) => RIGHT_TO_LEFT_LANGUAGES.includes(language);
