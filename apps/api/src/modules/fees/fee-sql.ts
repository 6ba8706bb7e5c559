import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An amount column as the screens show it: at least 2 decimals, and no padding zeros beyond them
 * ("1.00000000" reads "1.00", "0.00020000" reads "0.0002"); exact, and never more decimals than
 * its asset has (the contract keeps them so). null stays null.
 */
const trimmed = <T extends string | null>(column: AnyPgColumn) =>
  sql<T>`(case when scale(trim_scale(${column})) < 2 then round(${column}, 2) else trim_scale(${column}) end)::text`;
export const amountText = (column: AnyPgColumn) => trimmed<string | null>(column);
export const requiredAmountText = (column: AnyPgColumn) => trimmed<string>(column);

/** A percentage without its padding zeros: "0.1000" reads "0.1", "5.0000" reads "5". */
export const percentText = (column: AnyPgColumn) => sql<string>`trim_scale(${column})::text`;
