import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { appBanners, bannerImages as i } from './banner-tables.ts';

/**
 * How long an image no banner uses is kept: from its upload (an admin uploads, then saves the
 * banner form, maybe after a coffee) and from the moment a banner let go of it (another admin's
 * open form may still hold it, the customer app's last carousel may still show it).
 */
export const BANNER_IMAGE_GRACE_HOURS = 24;

/** The clean-up job's actor: no admin, no request. */
const CLEANUP_ACTOR: Actor = { id: null, email: null, ip: 'local', userAgent: 'job banner-image-cleanup' };

const unused = (db: DbOrTx) => notExists(db.select({ one: sql`1` }).from(appBanners).where(eq(appBanners.imageId, i.id)));
// detached_at is never before uploaded_at: an image is detached only after a banner used it.
const pastGrace = (graceHours: number) => lt(sql`coalesce(${i.detachedAt}, ${i.uploadedAt})`, sql`now() - make_interval(hours => ${graceHours})`);

/**
 * Deletes up to `batch` unused images past their grace, in one transaction with an audit row each.
 * They are locked SKIP LOCKED: a banner being saved with one holds it (FOR KEY SHARE, in
 * `ensureImage` and the foreign key's check), so the job passes it by; a save that comes after
 * the lock waits and is then told the image is gone (400). The DELETE checks "unused" again with a
 * fresh snapshot, and the foreign key refuses to delete an image a banner uses in any case.
 */
async function deleteBatch(db: Db, graceHours: number, batch: number): Promise<{ deleted: number; seen: number }> {
  return db.transaction(async (tx) => {
    const doomed = await tx
      .select({ id: i.id })
      .from(i)
      .where(and(pastGrace(graceHours), unused(tx)))
      .orderBy(asc(i.uploadedAt), asc(i.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (doomed.length === 0) return { deleted: 0, seen: 0 };
    const gone = await tx
      .delete(i)
      .where(and(inArray(i.id, doomed.map((d) => d.id)), unused(tx)))
      .returning({ id: i.id, sha256: i.sha256, sizeBytes: i.sizeBytes, contentType: i.contentType, uploadedAt: i.uploadedAt, detachedAt: i.detachedAt });
    for (const image of gone) {
      await writeAudit(tx, CLEANUP_ACTOR, {
        action: 'bannerImage.delete',
        outcome: 'SUCCESS',
        targetType: 'banner_image',
        targetId: image.id,
        before: { contentType: image.contentType, sizeBytes: image.sizeBytes, sha256: image.sha256, uploadedAt: image.uploadedAt.toISOString(), detachedAt: image.detachedAt?.toISOString() ?? null },
        detail: `unused for ${graceHours} hours`,
      });
    }
    return { deleted: gone.length, seen: doomed.length };
  });
}

/** Every unused banner image past its grace, in batches. Returns how many were deleted. */
export async function deleteUnusedBannerImages(db: Db, graceHours = BANNER_IMAGE_GRACE_HOURS, batch = 100): Promise<number> {
  let deleted = 0;
  for (;;) {
    const round = await deleteBatch(db, graceHours, batch);
    deleted += round.deleted;
    // A short batch: none left. Nothing deleted: the rest is in use or in another worker's hands.
    if (round.seen < batch || round.deleted === 0) return deleted;
  }
}
