import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedView, createSavedViewSchema, updateSavedViewSchema } from '@exchange/contract/saved-views/saved-views';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { conflictOn, forbidden, notFound } from '../../platform/errors.ts';
import { foreignGroups, getSavedView } from './saved-view-queries.ts';
import { savedViews as v } from './saved-view-tables.ts';

const adminOf = (actor: Actor) => {
  if (!actor.id) throw new Error('views are saved by a signed-in admin');
  return actor.id;
};

const nameTaken = () => conflictOn('name', 'savedView.nameTaken', 'You have a view of this list with this name already');

async function checkGroups(tx: Tx, adminId: string, groupIds: readonly string[] | undefined) {
  if (!groupIds) return;
  const foreign = await foreignGroups(tx, adminId, groupIds);
  if (foreign.length > 0) throw conflictOn('sharedGroupIds', 'savedView.notYourGroup', 'A view is shared only with groups you belong to');
}

const audited = (view: SavedView) => ({ listKey: view.listKey, name: view.name, query: view.query, columns: view.columns, sharedGroupIds: view.sharedGroupIds });

export async function createSavedView(db: Db, body: z.infer<typeof createSavedViewSchema>, actor: Actor): Promise<SavedView> {
  const adminId = adminOf(actor);
  return db.transaction(async (tx) => {
    await checkGroups(tx, adminId, body.sharedGroupIds);
    const [created] = await uniqueOr(
      () => tx.insert(v).values({ ownerId: adminId, listKey: body.listKey, name: body.name, query: body.query, columns: body.columns, sharedGroupIds: body.sharedGroupIds }).returning({ id: v.id }),
      nameTaken,
    );
    if (!created) throw new Error('saved view insert returned nothing');
    const view = await getSavedView(tx, created.id, adminId);
    await writeAudit(tx, actor, { action: 'savedView.create', outcome: 'SUCCESS', targetType: 'saved_view', targetId: view.id, after: audited(view) });
    return view;
  });
}

/** The view, locked, when the admin owns it: the others may use a shared view, not change it. */
async function ownView(tx: Tx, id: string, adminId: string) {
  const [row] = await tx.select({ ownerId: v.ownerId }).from(v).where(eq(v.id, id)).for('update');
  if (!row) throw notFound('savedView.notFound', 'Saved view');
  if (row.ownerId !== adminId) throw forbidden('savedView.notOwner', 'Only the admin who saved this view may change or delete it');
  return getSavedView(tx, id, adminId);
}

export async function updateSavedView(db: Db, id: string, body: z.infer<typeof updateSavedViewSchema>, actor: Actor): Promise<SavedView> {
  const adminId = adminOf(actor);
  return db.transaction(async (tx) => {
    const before = await ownView(tx, id, adminId);
    await checkGroups(tx, adminId, body.sharedGroupIds);
    await uniqueOr(
      () => tx.update(v).set({ ...body, updatedAt: sql`now()` }).where(eq(v.id, id)),
      nameTaken,
    );
    const after = await getSavedView(tx, id, adminId);
    await writeAudit(tx, actor, { action: 'savedView.update', outcome: 'SUCCESS', targetType: 'saved_view', targetId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

export async function deleteSavedView(db: Db, id: string, actor: Actor): Promise<void> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await ownView(tx, id, adminId);
    await tx.delete(v).where(eq(v.id, id));
    await writeAudit(tx, actor, { action: 'savedView.delete', outcome: 'SUCCESS', targetType: 'saved_view', targetId: id, before: audited(before) });
  });
}
