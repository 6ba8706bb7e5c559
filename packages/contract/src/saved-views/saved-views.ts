import { z } from 'zod';
import { noNul } from '../platform/text-rules.ts';

export const SAVED_VIEW_NAME_MAX = 60;
/** A list's URL query: filters, sort, page size. Long enough for any list's filters, bounded for the table. */
export const SAVED_VIEW_QUERY_MAX = 2000;
export const SAVED_VIEW_COLUMNS_MAX = 60;
export const SAVED_VIEW_GROUPS_MAX = 20;
/** An admin's views of one list plus the ones shared with it: a toolbar menu, not a list to page. */
export const SAVED_VIEWS_PER_LIST_MAX = 100;

/** The list a view belongs to: the console's name for it (`kyc-requests`, `fiat-deposits-requests`). */
export const savedViewListKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9.-]{0,59}$/, 'must be a list key such as kyc-requests');

const name = z.string().trim().min(1).max(SAVED_VIEW_NAME_MAX).refine(...noNul);
/** Without the leading "?" and without the page: opening a view starts at its first page. */
const query = z.string().max(SAVED_VIEW_QUERY_MAX).refine(...noNul);
const columns = z.array(z.string().min(1).max(60).refine(...noNul)).max(SAVED_VIEW_COLUMNS_MAX);
const sharedGroupIds = z.array(z.string().uuid()).max(SAVED_VIEW_GROUPS_MAX);

export const savedViewSchema = z.object({
  id: z.string(),
  listKey: z.string(),
  name: z.string(),
  query: z.string(),
  /** The visible columns in their order; empty: the list's default columns. */
  columns: z.array(z.string()),
  sharedGroupIds: z.array(z.string()),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** The signed-in admin saved it (may change, share or delete it); otherwise a group shared it. */
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const listSavedViewsQuerySchema = z.object({ listKey: savedViewListKeySchema });
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });

export const createSavedViewSchema = z.object({
  listKey: savedViewListKeySchema,
  name,
  query,
  columns: columns.default([]),
  sharedGroupIds: sharedGroupIds.default([]),
});
export type CreateSavedViewInput = z.input<typeof createSavedViewSchema>;

export const updateSavedViewSchema = z.object({
  name: name.optional(),
  query: query.optional(),
  columns: columns.optional(),
  sharedGroupIds: sharedGroupIds.optional(),
});
export type UpdateSavedViewInput = z.input<typeof updateSavedViewSchema>;

/** The groups a view can be shared with: the admin's own. */
export const savedViewGroupListSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type SavedViewGroup = z.infer<typeof savedViewGroupListSchema>['items'][number];
