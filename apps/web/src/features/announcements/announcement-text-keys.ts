import type { AnnouncementAudienceKind, AnnouncementStatus } from '@exchange/contract/announcements/announcement-rules';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';

export const ANNOUNCEMENT_STATUS_KEYS: Readonly<Record<AnnouncementStatus, string>> = {
  DRAFT: 'announcements.status.DRAFT',
  PUBLISHED: 'announcements.status.PUBLISHED',
  ARCHIVED: 'announcements.status.ARCHIVED',
};

export const ANNOUNCEMENT_STATUS_COLORS: Readonly<Record<AnnouncementStatus, string>> = { DRAFT: 'default', PUBLISHED: 'success', ARCHIVED: 'default' };

export const AUDIENCE_KEYS: Readonly<Record<AnnouncementAudienceKind, string>> = {
  ALL: 'announcements.audience.ALL',
  COUNTRIES: 'announcements.audience.COUNTRIES',
  KYC_LEVELS: 'announcements.audience.KYC_LEVELS',
};

/** Each content language by its own name, as a customer reading it would call it. */
export const LANGUAGE_NAMES: Readonly<Record<ContentLanguage, string>> = {
  en: 'English',
  zh: '简体中文',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};
