import { and, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BannerState } from '@exchange/contract/banners/banner-rules';
import { BANNERS_PER_LANGUAGE_MAX } from '@exchange/contract/banners/banner-rules';
import type { Banner, createBannerSchema, ReorderBanners, updateBannerSchema } from '@exchange/contract/banners/banners';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { bannerNotFound, getBanner, listBanners } from './banner-queries.ts';
import { appBanners as b, bannerImages } from './banner-tables.ts';

type CreateInput = z.infer<typeof createBannerSchema>;
type UpdateInput = z.infer<typeof updateBannerSchema>;

/**
 * One language's carousel changes one writer at a time (a transaction-scoped advisory lock on the
 * language): positions stay 0..n-1 whatever two admins do at once.
 */
const lockCarousel = (tx: DbOrTx, language: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`app_banners:${language}`}))`);

/**
 * The image exists, held FOR KEY SHARE until the banner is saved: the unused-image clean-up skips
 * an image held so, and a save that waited on the clean-up's lock finds it gone (400, not the
 * foreign key's error).
 */
async function ensureImage(tx: DbOrTx, imageId: string) {
  const [image] = await tx.select({ id: bannerImages.id }).from(bannerImages).where(eq(bannerImages.id, imageId)).for('key share');
  if (!image) throw badField('imageId', 'bannerImage.notFound', 'is not an uploaded image: upload the image first');
}

/** A banner let go of this image: the clean-up's grace starts again from now (the image itself stays for it). */
const detachImage = (tx: DbOrTx, imageId: string) => tx.update(bannerImages).set({ detachedAt: sql`now()` }).where(eq(bannerImages.id, imageId));

const scheduleColumns = (input: { startsAt: string; endsAt: string | null }) => ({ startsAt: new Date(input.startsAt), endsAt: input.endsAt ? new Date(input.endsAt) : null });

/** A new banner, ACTIVE, last in its language's carousel. */
export async function createBanner(db: Db, input: CreateInput, actor: Actor): Promise<Banner> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    await ensureImage(tx, input.imageId);
    await lockCarousel(tx, input.language);
    const [last] = await tx.select({ count: sql<number>`count(*)::int`, top: max(b.position) }).from(b).where(eq(b.language, input.language));
    if ((last?.count ?? 0) >= BANNERS_PER_LANGUAGE_MAX) throw conflict('banner.orderStale', `a carousel holds at most ${BANNERS_PER_LANGUAGE_MAX} banners: delete one first`);
    const position = last?.top === null || last?.top === undefined ? 0 : last.top + 1;
    const [row] = await tx
      .insert(b)
      .values({ language: input.language, title: input.title, linkUrl: input.linkUrl, imageId: input.imageId, position, ...scheduleColumns(input), createdBy: adminId })
      .returning({ id: b.id });
    if (!row) throw new Error('banner insert returned nothing');
    await writeAudit(tx, actor, { action: 'banner.create', outcome: 'SUCCESS', targetType: 'banner', targetId: row.id, after: { ...input, position, state: 'ACTIVE' } });
    return row.id;
  });
  return getBanner(db, id);
}

/** Replaces a banner's title, link, image and schedule, the row locked; audited with before and after. */
export async function updateBanner(db: Db, id: string, input: UpdateInput, actor: Actor): Promise<Banner> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: b.id }).from(b).where(eq(b.id, id)).for('update');
    if (!locked) throw bannerNotFound();
    await ensureImage(tx, input.imageId);
    const before = await getBanner(tx, id);
    await tx.update(b).set({ title: input.title, linkUrl: input.linkUrl, imageId: input.imageId, ...scheduleColumns(input), updatedAt: sql`now()` }).where(eq(b.id, id));
    if (before.image.id !== input.imageId) await detachImage(tx, before.image.id);
    await writeAudit(tx, actor, {
      action: 'banner.update',
      outcome: 'SUCCESS',
      targetType: 'banner',
      targetId: id,
      before: { title: before.title, linkUrl: before.linkUrl, imageId: before.image.id, startsAt: before.startsAt, endsAt: before.endsAt },
      after: input,
    });
  });
  return getBanner(db, id);
}

/** Shows or hides a banner: idempotent (asking for the state it has changes nothing, audited as "already"). */
export async function setBannerState(db: Db, id: string, state: BannerState, actor: Actor): Promise<Banner> {
  await db.transaction(async (tx) => {
    const [changed] = await tx.update(b).set({ state, updatedAt: sql`now()` }).where(and(eq(b.id, id), ne(b.state, state))).returning({ id: b.id });
    if (!changed) {
      const [exists] = await tx.select({ id: b.id }).from(b).where(eq(b.id, id));
      if (!exists) throw bannerNotFound();
    }
    await writeAudit(tx, actor, {
      action: state === 'ACTIVE' ? 'banner.activate' : 'banner.deactivate',
      outcome: 'SUCCESS',
      targetType: 'banner',
      targetId: id,
      before: { state: changed ? (state === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE') : state },
      after: { state },
      detail: changed ? undefined : `already ${state}`,
    });
  });
  return getBanner(db, id);
}

/**
 * Deletes a banner and closes the gap it leaves in its carousel; its image stays for the unused-image
 * clean-up, which deletes it after its grace if no banner took it up again (an audit row names it).
 */
export async function deleteBanner(db: Db, id: string, actor: Actor): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ language: b.language }).from(b).where(eq(b.id, id));
    if (!found) throw bannerNotFound();
    await lockCarousel(tx, found.language);
    const before = await getBanner(tx, id).catch(() => undefined);
    const [gone] = await tx.delete(b).where(eq(b.id, id)).returning({ position: b.position });
    if (!gone || !before) throw bannerNotFound();
    await tx.update(b).set({ position: sql`${b.position} - 1` }).where(and(eq(b.language, found.language), gt(b.position, gone.position)));
    await detachImage(tx, before.image.id);
    await writeAudit(tx, actor, {
      action: 'banner.delete',
      outcome: 'SUCCESS',
      targetType: 'banner',
      targetId: id,
      before: { language: before.language, title: before.title, linkUrl: before.linkUrl, imageId: before.image.id, position: before.position },
    });
  });
  return { ok: true };
}

/**
 * A language's carousel in a new order, in one transaction: the ids must be exactly its banners
 * (otherwise the list changed meanwhile: 409, reload); each takes its index as position.
 */
export async function reorderBanners(db: Db, input: ReorderBanners, actor: Actor): Promise<{ items: Banner[] }> {
  await db.transaction(async (tx) => {
    await lockCarousel(tx, input.language);
    const rows = await tx.select({ id: b.id, position: b.position }).from(b).where(eq(b.language, input.language)).orderBy(b.position);
    const current = new Set(rows.map((r) => r.id));
    if (rows.length !== input.ids.length || input.ids.some((id) => !current.has(id))) {
      throw conflict('banner.orderStale', 'the banners of this language changed meanwhile: reload them and order them again');
    }
    for (const [position, id] of input.ids.entries()) {
      await tx.update(b).set({ position, updatedAt: sql`now()` }).where(and(eq(b.id, id), ne(b.position, position)));
    }
    await writeAudit(tx, actor, {
      action: 'banner.reorder',
      outcome: 'SUCCESS',
      targetType: 'banner_carousel',
      targetId: input.language,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: input.ids },
    });
  });
  return listBanners(db, input.language);
}
