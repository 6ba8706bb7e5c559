import { asc, eq } from 'drizzle-orm';
import type { BannerImageType, BannerState } from '@exchange/contract/banners/banner-rules';
import type { Banner, BannerImage } from '@exchange/contract/banners/banners';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { scheduleAt } from '../announcements/announcement-queries.ts';
import { admins } from '../auth/auth-tables.ts';
import { appBanners as b, bannerImages as i } from './banner-tables.ts';

export const bannerNotFound = () => notFound('banner.notFound', 'Banner');
export const bannerImageNotFound = () => notFound('bannerImage.notFound', 'Banner image');

/** Where an image is served: its id names immutable bytes, so the URL is cached for good. */
export const bannerImageUrl = (id: string) => `/admin/banners/images/${id}`;

const imageColumns = { id: i.id, contentType: i.contentType, width: i.width, height: i.height, sizeBytes: i.sizeBytes, sha256: i.sha256 };

export const toBannerImage = (row: { id: string; contentType: string; width: number; height: number; sizeBytes: number; sha256: string }): BannerImage => ({
  ...row,
  // A text column only the upload writes, from the sniffed type (and the table's CHECK).
  contentType: row.contentType as BannerImageType,
  url: bannerImageUrl(row.id),
});

function selectBanners(db: DbOrTx) {
  return db
    .select({ banner: b, image: imageColumns, creatorName: admins.name })
    .from(b)
    .innerJoin(i, eq(i.id, b.imageId))
    .innerJoin(admins, eq(admins.id, b.createdBy))
    .$dynamic();
}

type BannerRow = Awaited<ReturnType<typeof selectBanners>>[number];

function toBanner({ banner, image, creatorName }: BannerRow, now: Date): Banner {
  const state = banner.state as BannerState;
  return {
    id: banner.id,
    language: banner.language as ContentLanguage,
    title: banner.title,
    linkUrl: banner.linkUrl,
    position: banner.position,
    state,
    schedule: state === 'ACTIVE' ? scheduleAt(banner.startsAt, banner.endsAt, now) : null,
    startsAt: banner.startsAt.toISOString(),
    endsAt: banner.endsAt?.toISOString() ?? null,
    image: toBannerImage(image),
    createdBy: { id: banner.createdBy, name: creatorName },
    createdAt: banner.createdAt.toISOString(),
    updatedAt: banner.updatedAt.toISOString(),
  };
}

/** App Banner: one language's carousel, in its order. */
export async function listBanners(db: DbOrTx, language: ContentLanguage, now = new Date()): Promise<{ items: Banner[] }> {
  const rows = await selectBanners(db).where(eq(b.language, language)).orderBy(asc(b.position), asc(b.createdAt));
  return { items: rows.map((row) => toBanner(row, now)) };
}

export async function getBanner(db: DbOrTx, id: string, now = new Date()): Promise<Banner> {
  const [row] = await selectBanners(db).where(eq(b.id, id));
  if (!row) throw bannerNotFound();
  return toBanner(row, now);
}

/** The bytes of an image and what they are, to serve them. */
export async function readBannerImage(db: DbOrTx, id: string): Promise<{ contentType: string; sha256: string; content: Buffer }> {
  const [row] = await db.select({ contentType: i.contentType, sha256: i.sha256, content: i.content }).from(i).where(eq(i.id, id));
  if (!row) throw bannerImageNotFound();
  return row;
}
