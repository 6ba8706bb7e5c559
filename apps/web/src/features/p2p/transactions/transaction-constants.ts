import type { P2PTransaction, TransactionStatus, WithdrawalStatus } from '@exchange/contract/p2p/transactions';

/*
 * The contract's lists of values, copied: importing them pulls its zod schemas (and zod) into the
 * console, see p2p-constants.ts. The type checks fail to compile when the contract's lists grow, and
 * transaction-constants.test.ts compares them with the contract's own.
 */

export const TRANSACTION_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const satisfies readonly TransactionStatus[];
export const WITHDRAWAL_STATUSES = ['WITHDRAWAL_PENDING', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED'] as const satisfies readonly WithdrawalStatus[];
export const TRANSACTION_TYPES = ['BUY', 'SELL'] as const satisfies readonly P2PTransaction['type'][];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<TransactionStatus, (typeof TRANSACTION_STATUSES)[number]> = true;
const _withdrawalStatusesComplete: Covers<WithdrawalStatus, (typeof WITHDRAWAL_STATUSES)[number]> = true;
const _typesComplete: Covers<P2PTransaction['type'], (typeof TRANSACTION_TYPES)[number]> = true;
