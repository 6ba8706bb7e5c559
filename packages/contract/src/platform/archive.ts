import { z } from 'zod';
import { ARCHIVE_REASON_MAX, ARCHIVE_REASON_MIN } from './archive-rules.ts';
import { issueCode } from './errors.ts';
import { queryBoolean } from './lists.ts';

// The limits live in archive-rules.ts (no zod, for the console); re-exported for the API's imports.
export { ARCHIVE_REASON_MAX, ARCHIVE_REASON_MIN };

/*
 * Archiving is the delete of records that other records name (an ad names payment methods, an order
 * names its ad): the row stays, stamped with when and by whom, hidden from its list unless asked
 * for, and can be restored. An archived row cannot be edited or activated.
 */

/** What an archivable record carries: null while it is not archived. */
export const archiveStampSchema = {
  archivedAt: z.string().nullable(),
  /** The admin who archived it. */
  archivedBy: z.string().nullable(),
};

/** `includeArchived=true` lists archived rows too; by default a list leaves them out. */
export const includeArchivedQuery = { includeArchived: queryBoolean.default(false) };

const noNul = (text: string) => !text.includes('\u0000');

/** Why the record is archived or restored: kept in the audit trail. */
export const archiveReasonSchema = z
  .string()
  .trim()
  .min(ARCHIVE_REASON_MIN, `must be at least ${ARCHIVE_REASON_MIN} characters`)
  .max(ARCHIVE_REASON_MAX, `must be at most ${ARCHIVE_REASON_MAX} characters`)
  .refine(noNul, { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') });

export const archiveBodySchema = z.object({ reason: archiveReasonSchema });
export type ArchiveBody = z.infer<typeof archiveBodySchema>;
