import type { AnnouncementAudienceKind, AnnouncementChannel, KYC_LEVELS } from '@exchange/contract/announcements/announcement-rules';
import type { Announcement, AnnouncementAudience, CreateAnnouncement, UpdateAnnouncement } from '@exchange/contract/announcements/announcements';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import dayjs, { type Dayjs } from 'dayjs';

/** The fields the server names in its answers that have a place in the form. */
export const announcementFields = ['startsAt', 'endsAt'] as const;

export type KycLevel = (typeof KYC_LEVELS)[number];
type Texts = Record<ContentLanguage, { title: string; body: string }>;

export interface AnnouncementFormValues {
  texts: Texts;
  audienceKind: AnnouncementAudienceKind;
  countries: IsoCountryCode[];
  levels: KycLevel[];
  startsAt: Dayjs;
  endsAt: Dayjs | null;
}

const emptyTexts = (): Texts => ({ en: { title: '', body: '' }, zh: { title: '', body: '' }, es: { title: '', body: '' }, fr: { title: '', body: '' }, it: { title: '', body: '' }, ar: { title: '', body: '' } });

export const newAnnouncementValues = (): AnnouncementFormValues => ({
  texts: emptyTexts(),
  audienceKind: 'ALL',
  countries: [],
  levels: [],
  startsAt: dayjs().startOf('minute'),
  endsAt: dayjs().add(14, 'day').startOf('minute'),
});

export function announcementFormValues(a: Announcement): AnnouncementFormValues {
  const texts = emptyTexts();
  for (const language of CONTENT_LANGUAGES) {
    const text = a.texts[language];
    if (text) texts[language] = { ...text };
  }
  return {
    texts,
    audienceKind: a.audience.kind,
    countries: a.audience.kind === 'COUNTRIES' ? a.audience.countries : [],
    levels: a.audience.kind === 'KYC_LEVELS' ? a.audience.levels : [],
    startsAt: dayjs(a.startsAt),
    endsAt: a.endsAt ? dayjs(a.endsAt) : null,
  };
}

/** A language counts as written when it has a title or a body (the form asks for the other). */
export const isWritten = (text: { title?: string; body?: string } | undefined) => Boolean(text?.title?.trim() || text?.body?.trim());

/** The languages written, trimmed; the others are left out. */
export function writtenTexts(texts: Partial<Texts> | undefined): CreateAnnouncement['texts'] {
  const out: CreateAnnouncement['texts'] = {};
  for (const language of CONTENT_LANGUAGES) {
    const text = texts?.[language];
    if (text && isWritten(text)) out[language] = { title: text.title.trim(), body: text.body.trim() };
  }
  return out;
}

function audienceOf(values: AnnouncementFormValues): AnnouncementAudience {
  if (values.audienceKind === 'COUNTRIES') return { kind: 'COUNTRIES', countries: values.countries };
  if (values.audienceKind === 'KYC_LEVELS') return { kind: 'KYC_LEVELS', levels: values.levels };
  return { kind: 'ALL' };
}

export function updateBody(values: AnnouncementFormValues): UpdateAnnouncement {
  return { texts: writtenTexts(values.texts), audience: audienceOf(values), startsAt: values.startsAt.toISOString(), endsAt: values.endsAt ? values.endsAt.toISOString() : null };
}

export const createBody = (channel: AnnouncementChannel, values: AnnouncementFormValues): CreateAnnouncement => ({ channel, ...updateBody(values) });
