import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_MAX_HEIGHT,
  BANNER_IMAGE_MAX_WIDTH,
  BANNER_IMAGE_MIN_HEIGHT,
  BANNER_IMAGE_MIN_WIDTH,
} from '@exchange/contract/banners/banner-rules';
import type { BannerImage } from '@exchange/contract/banners/banners';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { badField, fieldError } from '../../platform/errors.ts';
import { sniffBannerImage } from './banner-image-sniffing.ts';
import { toBannerImage } from './banner-queries.ts';
import { bannerImages } from './banner-tables.ts';

const tooLarge = () => fieldError(413, 'file', 'bannerImage.tooLarge', `must be at most ${BANNER_IMAGE_MAX_BYTES} bytes`, { max: BANNER_IMAGE_MAX_BYTES });

/** The upload's bytes, or a 413 naming the field once it passes the limit (the stream stops there). */
export async function readBannerUpload(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw badField('file', 'bannerImage.fileRequired', 'is required: send the image as the multipart field "file"');
  if (file.fieldname !== 'file') throw badField(file.fieldname, 'validation.unknownField', 'is not a field of this call: send the image as "file"');
  try {
    const content = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return content;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
}

const MIN = `${BANNER_IMAGE_MIN_WIDTH}x${BANNER_IMAGE_MIN_HEIGHT}`;
const MAX = `${BANNER_IMAGE_MAX_WIDTH}x${BANNER_IMAGE_MAX_HEIGHT}`;

/**
 * Stores an uploaded image once its content proved to be a PNG, JPEG or WebP within the size and
 * pixel bounds; the stored type is the sniffed one, whatever the upload claimed. Audited.
 */
export async function storeBannerImage(db: Db, content: Buffer, actor: Actor): Promise<BannerImage> {
  if (content.length > BANNER_IMAGE_MAX_BYTES) throw tooLarge();
  const facts = sniffBannerImage(content);
  if (!facts) throw fieldError(415, 'file', 'bannerImage.unsupportedType', 'must be a PNG, JPEG or WebP image by its content, whatever its name or declared type says');
  const { width, height } = facts;
  if (width < BANNER_IMAGE_MIN_WIDTH || height < BANNER_IMAGE_MIN_HEIGHT || width > BANNER_IMAGE_MAX_WIDTH || height > BANNER_IMAGE_MAX_HEIGHT) {
    throw badField('file', 'bannerImage.badDimensions', `is ${width}x${height} pixels: it must be from ${MIN} to ${MAX}`, { min: MIN, max: MAX });
  }
  const sha256 = createHash('sha256').update(content).digest('hex');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bannerImages)
      .values({ contentType: facts.type, width, height, sizeBytes: content.length, sha256, content, uploadedBy: adminOf(actor) })
      .returning({ id: bannerImages.id });
    if (!row) throw new Error('banner image insert returned nothing');
    const image = toBannerImage({ id: row.id, contentType: facts.type, width, height, sizeBytes: content.length, sha256 });
    await writeAudit(tx, actor, { action: 'bannerImage.upload', outcome: 'SUCCESS', targetType: 'banner_image', targetId: row.id, after: { contentType: facts.type, width, height, sizeBytes: content.length, sha256 } });
    return image;
  });
}
