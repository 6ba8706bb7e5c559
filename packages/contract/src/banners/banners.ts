import { z } from 'zod';
import { contentLanguageSchema } from '../announcements/announcements.ts';
import { issueCode } from '../platform/errors.ts';
import { noNul } from '../platform/text-rules.ts';
import { BANNER_IMAGE_TYPES, BANNER_LINK_MAX, BANNER_SCHEDULES, BANNER_STATES, BANNER_TITLE_MAX, BANNERS_PER_LANGUAGE_MAX } from './banner-rules.ts';
import { storableDateTime } from '../platform/dates.ts';

const personRef = z.object({ id: z.string(), name: z.string() });

export const bannerStateSchema = z.enum(BANNER_STATES);
export const bannerImageTypeSchema = z.enum(BANNER_IMAGE_TYPES);

/** An uploaded image, checked by content; served at `url` to anyone (banners are public content). */
export const bannerImageSchema = z.object({
  id: z.string(),
  contentType: bannerImageTypeSchema,
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  language: contentLanguageSchema,
  title: z.string(),
  linkUrl: z.string(),
  /** Its place in its language's carousel, from 0. */
  position: z.number().int(),
  state: bannerStateSchema,
  /** For an ACTIVE banner: before its start, showing, or past its end; null when INACTIVE. */
  schedule: z.enum(BANNER_SCHEDULES).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  image: bannerImageSchema,
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A language's carousel in its order: not paged (a carousel holds a few dozen at most). */
export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export const listBannersQuerySchema = z.object({ language: contentLanguageSchema.default('en') });

/** https only: the app opens it, and a plain-http link could be rewritten on the way. */
const httpsLink = z
  .string()
  .trim()
  .max(BANNER_LINK_MAX, `must be at most ${BANNER_LINK_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, { message: 'must be an https:// address', ...issueCode('validation.invalidFormat') });

const dateTime = storableDateTime;

const bannerFields = {
  title: z.string().trim().min(1, 'is required').max(BANNER_TITLE_MAX, `must be at most ${BANNER_TITLE_MAX} characters`).refine(...noNul),
  linkUrl: httpsLink,
  imageId: z.uuid({ error: 'must be the id of an uploaded image' }),
  startsAt: dateTime,
  endsAt: dateTime.nullable(),
};

const endAfterStart = (body: { startsAt?: string; endsAt?: string | null }, ctx: z.RefinementCtx) => {
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt', ...issueCode('validation.endBeforeStart') });
  }
};

/** A new banner, ACTIVE, placed last in its language's carousel. */
export const createBannerSchema = z.object({ language: contentLanguageSchema, ...bannerFields, endsAt: bannerFields.endsAt.default(null) }).superRefine(endAfterStart);
export type CreateBanner = z.input<typeof createBannerSchema>;

/** The banner as the form holds it; its language stays (a banner of another language is a new one). */
export const updateBannerSchema = z.object(bannerFields).superRefine(endAfterStart);
export type UpdateBanner = z.input<typeof updateBannerSchema>;

export const setBannerStateSchema = z.object({ state: bannerStateSchema });

/** A language's whole carousel in its new order: every banner of it, each once. */
export const reorderBannersSchema = z.object({
  language: contentLanguageSchema,
  ids: z
    .array(z.uuid())
    .min(1, 'give the banners in their new order')
    .max(BANNERS_PER_LANGUAGE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'names a banner twice', ...issueCode('validation.invalid') }),
});
export type ReorderBanners = z.infer<typeof reorderBannersSchema>;
