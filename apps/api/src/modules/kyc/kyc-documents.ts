import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_MAX_BYTES, type KycDocumentKind } from '@exchange/contract/kyc/kyc-reviews';
import type { KycDocument } from '@exchange/contract/kyc/kyc-requests';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { badField, fieldError, notFound } from '../../platform/errors.ts';
import { sniffDocumentType, storedFileName } from './document-sniffing.ts';
import { kycDocuments as d, kycRequests as r } from './kyc-tables.ts';

const tooLarge = () => fieldError(413, 'file', 'kycDocument.tooLarge', `must be at most ${KYC_DOCUMENT_MAX_BYTES} bytes`, { max: KYC_DOCUMENT_MAX_BYTES });

/** The upload's bytes, or a 413 naming the field when it is over the limit (the stream stops there). */
export async function readUpload(file: MultipartFile | undefined): Promise<{ content: Buffer; fileName: string }> {
  if (!file) throw badField('file', 'kycDocument.fileRequired', 'is required: send the document as the multipart field "file"');
  if (file.fieldname !== 'file') throw badField(file.fieldname, 'validation.unknownField', 'is not a field of this call: send the document as "file"');
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  return { content, fileName: file.filename };
}

/**
 * Stores one document of a request, once its content proved to be a JPEG, PNG or PDF of at most
 * KYC_DOCUMENT_MAX_BYTES; the stored type is the sniffed one. Audited with the customer.
 */
export async function storeKycDocument(db: Db, requestId: string, kind: KycDocumentKind, upload: { content: Buffer; fileName: string }, actor: Actor): Promise<KycDocument> {
  const type = sniffDocumentType(upload.content);
  if (!type) {
    throw fieldError(415, 'file', 'kycDocument.unsupportedType', `must be a JPEG, PNG or PDF file (${KYC_DOCUMENT_CONTENT_TYPES.join(', ')}) by its content, whatever its name says`);
  }
  if (upload.content.length > KYC_DOCUMENT_MAX_BYTES) throw tooLarge();
  const fileName = storedFileName(upload.fileName, type);
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  return db.transaction(async (tx) => {
    const [request] = await tx.select({ customerId: r.customerId }).from(r).where(eq(r.id, requestId));
    if (!request) throw notFound('kycRequest.notFound', 'KYC request');
    const [row] = await tx
      .insert(d)
      .values({ requestId, kind, fileName, contentType: type, sizeBytes: upload.content.length, sha256, content: upload.content, uploadedBy: actor.id })
      .returning({ id: d.id, uploadedAt: d.uploadedAt });
    if (!row) throw new Error('document insert returned nothing');
    await writeAudit(tx, actor, {
      action: 'kyc.document.upload',
      outcome: 'SUCCESS',
      targetType: 'kyc_document',
      targetId: row.id,
      customerId: request.customerId,
      after: { requestId, kind, fileName, contentType: type, sizeBytes: upload.content.length, sha256 },
    });
    return { id: row.id, kind, fileName, contentType: type, sizeBytes: upload.content.length, sha256, uploadedAt: row.uploadedAt.toISOString() };
  });
}
