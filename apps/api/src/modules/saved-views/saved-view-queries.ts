import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { SAVED_VIEWS_PER_LIST_MAX, type SavedView, type SavedViewGroup } from '@exchange/contract/saved-views/saved-views';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { accessGroups, adminGroups } from '../access/access-tables.ts';
import { admins } from '../auth/auth-tables.ts';
import { savedViews as v } from './saved-view-tables.ts';

const columns = {
  id: v.id,
  listKey: v.listKey,
  name: v.name,
  query: v.query,
  columns: v.columns,
  sharedGroupIds: v.sharedGroupIds,
  ownerId: v.ownerId,
  ownerName: admins.name,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toSavedView = (r: Row, adminId: string): SavedView => ({
  id: r.id,
  listKey: r.listKey,
  name: r.name,
  query: r.query,
  columns: r.columns,
  sharedGroupIds: r.sharedGroupIds,
  owner: { id: r.ownerId, name: r.ownerName },
  isMine: r.ownerId === adminId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The admin's groups: the ones it may share a view with, and whose shared views it sees. */
export async function groupsOf(db: DbOrTx, adminId: string): Promise<SavedViewGroup[]> {
  return db
    .select({ id: accessGroups.id, name: accessGroups.name })
    .from(adminGroups)
    .innerJoin(accessGroups, eq(accessGroups.id, adminGroups.groupId))
    .where(eq(adminGroups.adminId, adminId))
    .orderBy(asc(accessGroups.name));
}

/** The admin's own views of a list, then those its groups were given, each by name. */
export async function listSavedViews(db: DbOrTx, listKey: string, adminId: string): Promise<SavedView[]> {
  const groupIds = (await groupsOf(db, adminId)).map((g) => g.id);
  const sharedWithMe = groupIds.length > 0 ? sql`${v.sharedGroupIds} && array[${sql.join(groupIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]` : sql`false`;
  const rows = await db
    .select(columns)
    .from(v)
    .innerJoin(admins, eq(admins.id, v.ownerId))
    .where(and(eq(v.listKey, listKey), or(eq(v.ownerId, adminId), sharedWithMe)))
    .orderBy(sql`${v.ownerId} <> ${adminId}`, asc(sql`lower(${v.name})`), asc(v.id))
    .limit(SAVED_VIEWS_PER_LIST_MAX);
  return rows.map((r) => toSavedView(r, adminId));
}

export async function getSavedView(db: DbOrTx, id: string, adminId: string): Promise<SavedView> {
  const [row] = await db.select(columns).from(v).innerJoin(admins, eq(admins.id, v.ownerId)).where(eq(v.id, id));
  if (!row) throw notFound('savedView.notFound', 'Saved view');
  return toSavedView(row, adminId);
}

/** The ids among these that are not the admin's groups (sharing is with one's own groups only). */
export async function foreignGroups(db: DbOrTx, adminId: string, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const mine = await db
    .select({ id: adminGroups.groupId })
    .from(adminGroups)
    .where(and(eq(adminGroups.adminId, adminId), inArray(adminGroups.groupId, [...groupIds])));
  const own = new Set(mine.map((g) => g.id));
  return groupIds.filter((id) => !own.has(id));
}
