import { asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from '../../modules/auth/auth-tables.ts';

/** The columns every field-change history table has (bundle_changes, staking_changes, saver_product_changes). */
interface FieldChangeColumns {
  id: AnyPgColumn;
  field: AnyPgColumn;
  before: AnyPgColumn;
  after: AnyPgColumn;
  changedBy: AnyPgColumn;
  changedAt: AnyPgColumn;
}

/** What a history list selects of every change, the changer's name joined by `changerJoin`. */
export function fieldChangeSelection<C extends FieldChangeColumns>(ch: C) {
  return { id: ch.id, field: ch.field, before: ch.before, after: ch.after, changedBy: ch.changedBy, changerName: admins.name, changedAt: ch.changedAt };
}

export const changerJoin = (ch: FieldChangeColumns) => [admins, eq(admins.id, ch.changedBy)] as const;

/** Newest first; the fields of one edit share its time and read in a stable order beneath it. */
export const fieldChangeOrder = (ch: FieldChangeColumns) => [desc(ch.changedAt), asc(ch.field), desc(ch.id)];

/** The common part of a change as the API answers it. */
export function fieldChangeItem(r: { id: string; before: string | null; after: string | null; changedBy: string; changerName: string; changedAt: Date }) {
  return { id: r.id, before: r.before, after: r.after, changedBy: { id: r.changedBy, name: r.changerName }, changedAt: r.changedAt.toISOString() };
}
