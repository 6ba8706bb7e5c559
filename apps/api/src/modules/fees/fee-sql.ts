import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FIATS, FIAT_SCALE, CRYPTO_SCALE } from '@exchange/contract/p2p/money-rules';

/** The decimals of the asset in `asset` (a column), as SQL: fiat 2, crypto 8 (fee-rules' assetScaleOf). */
export const assetScaleSql = (asset: AnyPgColumn | SQL) => sql`(case when ${asset} in ${fiatList} then ${sql.raw(String(FIAT_SCALE))} else ${sql.raw(String(CRYPTO_SCALE))} end)`;
// Constants of the code, written into the SQL (parameters would reach round() as text).
const fiatList = sql.raw(`(${FIATS.map((f) => `'${f}'`).join(', ')})`);

/** An amount column as text to its asset's decimals ("1.00000000" for USD reads "1.00"); null stays null. */
export const amountText = (column: AnyPgColumn, asset: AnyPgColumn) => sql<string | null>`round(${column}, ${assetScaleSql(asset)})::text`;
export const requiredAmountText = (column: AnyPgColumn, asset: AnyPgColumn) => sql<string>`round(${column}, ${assetScaleSql(asset)})::text`;

/** A percentage without its padding zeros: "0.1000" reads "0.1", "5.0000" reads "5". */
export const percentText = (column: AnyPgColumn) => sql<string>`trim_scale(${column})::text`;
