// Without zod, so the console can import the lists for the price of the values.

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'COMPLETED', 'CANCELLED', 'DISPUTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** From the customer's side: BUY = the customer buys crypto from the merchant. */
export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** The longest order number a search may give. */
export const ORDER_NUMBER_MAX = 40;
