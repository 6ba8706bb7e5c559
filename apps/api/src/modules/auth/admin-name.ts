import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from './auth-tables.ts';

/**
 * The name of the admin a column points at, as a subquery rather than a join: a list with several
 * such columns (who entered, approved, closed) otherwise costs PostgreSQL more to plan than to run.
 */
export const adminNameOf = (id: AnyPgColumn) => sql<string | null>`(select ${admins.name} from ${admins} where ${admins.id} = ${id})`;
