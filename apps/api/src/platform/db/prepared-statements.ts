import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';
import { endBound, startBound } from './list-helpers.ts';

/**
 * A filter's value as its SQL takes it: inline (an export, a bench's bare SQL) or a placeholder of
 * a prepared statement, named as the filter.
 */
export type Bind = (name: string, value: string) => string | Placeholder;
export const inline: Bind = (_name, value) => value;
export const placeholder: Bind = (name) => sql.placeholder(name);

/**
 * The name of a statement for one shape of its SQL (which filters are set, in which form), whatever
 * their values. A connection keeps the first text it was given under a name, so one name must
 * always mean one text: the shape says everything that changes the text.
 */
export function shapeStatementName(prefix: string, shape: string): string {
  return `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
}

const preparedByName = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A query's statements for one shape, built in drizzle and prepared the first time the shape is
 * asked for, then reused: building a joined list's SQL costs the API more than PostgreSQL takes to
 * run it, and a named statement is parsed and planned once per connection. Per database, so test
 * servers in one process never share one; `name` must be unique to what `prepare` builds.
 */
export function preparedOnce<S>(db: DbOrTx, name: string, prepare: () => S): S {
  let byName = preparedByName.get(db);
  if (!byName) preparedByName.set(db, (byName = new Map()));
  if (byName.has(name)) return byName.get(name) as S;
  const statements = prepare();
  byName.set(name, statements);
  return statements;
}

/**
 * A list's filter values as a prepared statement takes them: only those set (an unset filter
 * changes the statement's shape, not a value), its date range as the instants it bounds.
 */
export function statementValues(v: Record<string, string | undefined>, dates: { startDate?: string | undefined; endDate?: string | undefined }): Record<string, string> {
  const all = { ...v, startDate: dates.startDate ? startBound(dates.startDate).toISOString() : undefined, endDate: dates.endDate ? endBound(dates.endDate).toISOString() : undefined };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}
