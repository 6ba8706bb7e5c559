import type { OrderStatus, P2POrder } from '@exchange/contract/p2p/orders';

/*
 * The contract's lists of values, copied: importing them pulls its zod schemas (and zod) into the
 * console, see p2p-constants.ts. The type checks fail to compile when the contract's lists grow, and
 * order-constants.test.ts compares them with the contract's own.
 */

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'COMPLETED', 'CANCELLED', 'DISPUTED'] as const satisfies readonly OrderStatus[];
export const ORDER_SIDES = ['BUY', 'SELL'] as const satisfies readonly P2POrder['side'][];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<OrderStatus, (typeof ORDER_STATUSES)[number]> = true;
const _sidesComplete: Covers<P2POrder['side'], (typeof ORDER_SIDES)[number]> = true;
