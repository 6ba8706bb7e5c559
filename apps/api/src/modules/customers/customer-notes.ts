import { asc, eq } from 'drizzle-orm';
import type { CustomerNote } from '@exchange/contract/customers/customers';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { assertCustomerExists } from './customer-queries.ts';
import { customerNotes as n } from './customer-tables.ts';

const selectNotes = (db: DbOrTx) =>
  db.select({ id: n.id, body: n.body, authorId: n.authorId, authorName: admins.name, createdAt: n.createdAt }).from(n).innerJoin(admins, eq(admins.id, n.authorId));

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];
const toNote = (r: NoteRow): CustomerNote => ({ id: String(r.id), body: r.body, author: { id: r.authorId, name: r.authorName }, createdAt: r.createdAt.toISOString() });

/** The thread, oldest first. */
export async function listCustomerNotes(db: DbOrTx, customerId: string) {
  await assertCustomerExists(db, customerId);
  const rows = await selectNotes(db).where(eq(n.customerId, customerId)).orderBy(asc(n.createdAt), asc(n.id));
  return { items: rows.map(toNote) };
}

/** Appends a note (the table refuses UPDATE and DELETE: a note is never rewritten). */
export async function addCustomerNote(db: Db, customerId: string, body: string, actor: Actor): Promise<CustomerNote> {
  if (!actor.id) throw new Error('notes need a signed-in admin');
  const authorId = actor.id;
  return db.transaction(async (tx) => {
    await assertCustomerExists(tx, customerId);
    const [created] = await tx.insert(n).values({ customerId, authorId, body }).returning({ id: n.id });
    if (!created) throw new Error('note not stored');
    await writeAudit(tx, actor, {
      action: 'customers.note',
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customerId,
      customerId,
      after: { noteId: String(created.id), body },
    });
    const [row] = await selectNotes(tx).where(eq(n.id, created.id));
    if (!row) throw new Error('note not stored');
    return toNote(row);
  });
}
