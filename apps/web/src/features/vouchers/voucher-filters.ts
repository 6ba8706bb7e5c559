import { ASSETS } from '@exchange/contract/fees/fee-rules';
import { VOUCHER_BATCH_STATUSES, VOUCHER_PAGE_SIZE, VOUCHER_SORT_FIELDS } from '@exchange/contract/vouchers/voucher-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type VoucherBatchQuery = ListQueryOf<'/admin/vouchers'>;
export type VoucherRedemptionQuery = ListQueryOf<'/admin/vouchers/redemptions'>;

const b = filterFields<VoucherBatchQuery>();
const r = filterFields<VoucherRedemptionQuery>();
const pageSizes = [10, VOUCHER_PAGE_SIZE, 50, 100];
const UUID = { rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: 'vouchers.filters.idInvalid' };

/** Gift Vouchers' batches: name, status, asset; limit and page as the spec passes them. */
export const voucherBatchFilters = defineFilters<VoucherBatchQuery>(
  [
    b.search('search', { label: 'common.search', placeholder: 'vouchers.list.searchPlaceholder', testId: 'filter-search' }),
    b.choice('status', VOUCHER_BATCH_STATUSES, { label: 'vouchers.fields.status', valueLabel: (status) => `status.${status}`, testId: 'filter-status' }),
    b.choice('asset', ASSETS, { label: 'vouchers.fields.asset', testId: 'filter-asset' }),
  ],
  { limit: VOUCHER_PAGE_SIZE, pageSizes, sort: 'createdAt', sorts: VOUCHER_SORT_FIELDS, order: 'desc' },
);

/** The redemption log: one batch, one customer (by id, as the batch list and the customer page link them). */
export const voucherRedemptionFilters = defineFilters<VoucherRedemptionQuery>(
  [
    r.text('batchId', { label: 'vouchers.redemptions.batchId', max: 36, pattern: UUID, testId: 'filter-batch' }),
    r.text('customerId', { label: 'vouchers.redemptions.customerId', max: 36, pattern: UUID, testId: 'filter-customer' }),
  ],
  { limit: VOUCHER_PAGE_SIZE, pageSizes },
);
