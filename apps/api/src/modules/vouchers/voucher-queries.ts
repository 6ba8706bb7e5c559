import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { VoucherBatchStatus } from '@exchange/contract/vouchers/voucher-rules';
import type { VoucherBatch, VoucherRedemption, listVoucherBatchesQuerySchema, listVoucherRedemptionsQuerySchema } from '@exchange/contract/vouchers/vouchers';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { voucherBatches as b, voucherCodes as c, voucherRedemptions as r } from './voucher-tables.ts';

type BatchFilters = z.infer<typeof listVoucherBatchesQuerySchema>;
export type RedemptionFilters = z.infer<typeof listVoucherRedemptionsQuerySchema>;

export const voucherBatchNotFound = () => notFound('voucher.notFound', 'Voucher batch');

const redeemedCount = sql<number>`(select count(*)::int from ${r} where ${r.batchId} = ${b.id})`;

function selectBatches(db: DbOrTx) {
  return db
    .select({
      id: b.id,
      name: b.name,
      asset: b.asset,
      amountPerCode: b.amountPerCode,
      codeCount: b.codeCount,
      budget: b.budget,
      spent: b.spent,
      released: b.released,
      perCustomerCap: b.perCustomerCap,
      expiresAt: b.expiresAt,
      expired: sql<boolean>`${b.expiresAt} <= now()`,
      status: b.status,
      statusReason: b.statusReason,
      fundingEntryId: b.fundingEntryId,
      createdBy: b.createdBy,
      creatorName: admins.name,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      redeemedCount,
    })
    .from(b)
    .innerJoin(admins, eq(admins.id, b.createdBy))
    .$dynamic();
}

type BatchRow = Awaited<ReturnType<typeof selectBatches>>[number];

const toBatch = (row: BatchRow): VoucherBatch => ({
  id: row.id,
  name: row.name,
  // Text columns only the API writes, through the contract's enums (and the table's CHECK).
  asset: row.asset as Asset,
  amountPerCode: trimAmount(row.amountPerCode),
  codeCount: row.codeCount,
  redeemedCount: row.redeemedCount,
  budget: trimAmount(row.budget),
  spent: trimAmount(row.spent),
  released: trimAmount(row.released),
  perCustomerCap: row.perCustomerCap,
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expired,
  status: row.status as VoucherBatchStatus,
  statusReason: row.statusReason,
  fundingEntryId: row.fundingEntryId,
  createdBy: { id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const batchFilters = defineFilters<BatchFilters>({
  search: (v) => ilike(b.name, containing(v)),
  status: (v) => eq(b.status, v),
  asset: (v) => eq(b.asset, v),
});

/** Gift Vouchers: the batches with what they reserved, spent and released (limit and page, as the spec has it). */
export async function listVoucherBatches(db: DbOrTx, f: BatchFilters): Promise<ListResponse<VoucherBatch>> {
  const direction = f.order === 'asc' ? asc : desc;
  const list = await listPage(db, {
    select: selectBatches(db),
    count: b,
    where: batchFilters.where(f),
    orderBy: sortBy(
      {
        createdAt: [direction(b.createdAt), desc(b.id)],
        expiresAt: [direction(b.expiresAt), desc(b.id)],
        name: [direction(sql`lower(${b.name})`), desc(b.id)],
      },
      f.sort,
    ),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toBatch) };
}

export async function getVoucherBatch(db: DbOrTx, id: string): Promise<VoucherBatch> {
  const [row] = await selectBatches(db).where(eq(b.id, id));
  if (!row) throw voucherBatchNotFound();
  return toBatch(row);
}

export const redemptionFilters = defineFilters<RedemptionFilters>({
  batchId: (v) => eq(r.batchId, v),
  customerId: (v) => eq(r.customerId, v),
});
export const redemptionOrder = [desc(r.redeemedAt), desc(r.id)];

/** The redemption log, newest first: who redeemed which code of which batch, and its journal entry. */
export async function listVoucherRedemptions(db: DbOrTx, f: RedemptionFilters): Promise<ListResponse<VoucherRedemption>> {
  const list = await listPage(db, {
    select: db
      .select({
        id: r.id,
        batchId: r.batchId,
        batchName: b.name,
        codeHint: c.codeHint,
        customerId: r.customerId,
        customerName: customers.name,
        customerEmail: customers.email,
        asset: r.asset,
        amount: r.amount,
        ledgerEntryId: r.ledgerEntryId,
        redeemedAt: r.redeemedAt,
      })
      .from(r)
      .innerJoin(b, eq(b.id, r.batchId))
      .innerJoin(c, eq(c.id, r.codeId))
      .innerJoin(customers, eq(customers.id, r.customerId))
      .$dynamic(),
    count: r,
    where: redemptionFilters.where(f),
    orderBy: redemptionOrder,
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return {
    ...list,
    items: list.items.map((row) => ({
      id: row.id,
      batchId: row.batchId,
      batchName: row.batchName,
      codeHint: row.codeHint,
      customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
      asset: row.asset as Asset,
      amount: trimAmount(row.amount),
      ledgerEntryId: row.ledgerEntryId,
      redeemedAt: row.redeemedAt.toISOString(),
    })),
  };
}
