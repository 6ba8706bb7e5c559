import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { CONTENT_LANGUAGES } from '../platform/content-languages.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { storableDateTime } from '../platform/dates.ts';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_CHANNELS,
  ANNOUNCEMENT_COUNTRIES_MAX,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_SCHEDULES,
  ANNOUNCEMENT_SORT_FIELDS,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TITLE_MAX,
  KYC_LEVELS,
} from './announcement-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });

export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export const announcementChannelSchema = z.enum(ANNOUNCEMENT_CHANNELS);
export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);
export const announcementScheduleSchema = z.enum(ANNOUNCEMENT_SCHEDULES);

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine(...noNul);

/** One language's text: both a title and a body. */
export const announcementTextSchema = z.object({ title: requiredText(ANNOUNCEMENT_TITLE_MAX), body: requiredText(ANNOUNCEMENT_BODY_MAX) });
export type AnnouncementText = z.infer<typeof announcementTextSchema>;

/** The texts by language; at least one language, each given one with its title and body. */
export const announcementTextsSchema = z
  .object({ en: announcementTextSchema, zh: announcementTextSchema, es: announcementTextSchema, fr: announcementTextSchema, it: announcementTextSchema, ar: announcementTextSchema } satisfies Record<(typeof CONTENT_LANGUAGES)[number], z.ZodType>)
  .partial()
  .refine((texts) => Object.keys(texts).length > 0, { message: 'give the title and body in at least one language', ...issueCode('validation.tooFew', { min: 1 }) });
export type AnnouncementTexts = z.infer<typeof announcementTextsSchema>;

export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ALL') }),
  z.object({
    kind: z.literal('COUNTRIES'),
    countries: z.array(isoCountryCodeSchema).min(1, 'choose at least one country').max(ANNOUNCEMENT_COUNTRIES_MAX, `choose at most ${ANNOUNCEMENT_COUNTRIES_MAX} countries`),
  }),
  z.object({
    kind: z.literal('KYC_LEVELS'),
    levels: z.array(z.union(KYC_LEVELS.map((level) => z.literal(level)))).min(1, 'choose at least one KYC level'),
  }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

const storedText = z.object({ title: z.string(), body: z.string() });

export const announcementSchema = z.object({
  id: z.string(),
  channel: announcementChannelSchema,
  status: announcementStatusSchema,
  /** For a PUBLISHED one: before its start, showing now, or past its end; null otherwise. */
  schedule: announcementScheduleSchema.nullable(),
  texts: z.object({ en: storedText, zh: storedText, es: storedText, fr: storedText, it: storedText, ar: storedText }).partial(),
  audience: announcementAudienceSchema,
  startsAt: z.string(),
  /** Null: shown until archived. */
  endsAt: z.string().nullable(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedBy: personRef.nullable(),
  publishedAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = listResponseSchema(announcementSchema);

export const listAnnouncementsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(ANNOUNCEMENT_PAGE_SIZE),
  channel: announcementChannelSchema.default('WEB'),
  status: announcementStatusSchema.optional(),
  /** Part of a title in any language, without case. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  sort: z.enum(ANNOUNCEMENT_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListAnnouncementsQuery = z.input<typeof listAnnouncementsQuerySchema>;

const dateTime = storableDateTime;

const withSchedule = <T extends z.ZodType<{ startsAt?: string; endsAt?: string | null }>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt', ...issueCode('validation.endBeforeStart') });
    }
  });

const announcementFields = {
  texts: announcementTextsSchema,
  audience: announcementAudienceSchema,
  startsAt: dateTime,
  endsAt: dateTime.nullable(),
};

/** A new announcement, a DRAFT until published. */
export const createAnnouncementSchema = withSchedule(
  z.object({ channel: announcementChannelSchema, ...announcementFields, endsAt: announcementFields.endsAt.default(null) }),
);
export type CreateAnnouncement = z.input<typeof createAnnouncementSchema>;

/** A draft's new content: the whole of it, as the form holds it (the texts replace the stored ones). */
export const updateAnnouncementSchema = withSchedule(z.object(announcementFields));
export type UpdateAnnouncement = z.input<typeof updateAnnouncementSchema>;
