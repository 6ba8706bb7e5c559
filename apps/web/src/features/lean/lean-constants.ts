import type { LeanCurrency, LeanStatus } from '@exchange/contract/lean/lean-statuses';

/*
 * The contract's lists of values, copied: importing them pulls its zod schemas (and zod) into the
 * console, see p2p-constants.ts. The type checks fail to compile when the contract's lists grow, and
 * lean-constants.test.ts compares them with the contract's own.
 */

export const LEAN_STATUSES = ['PENDING', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const satisfies readonly LeanStatus[];
export const LEAN_CURRENCIES = ['AED', 'SAR'] as const satisfies readonly LeanCurrency[];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<LeanStatus, (typeof LEAN_STATUSES)[number]> = true;
const _currenciesComplete: Covers<LeanCurrency, (typeof LEAN_CURRENCIES)[number]> = true;
