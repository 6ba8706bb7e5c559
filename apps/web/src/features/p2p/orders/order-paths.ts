/** The URL parameter of the order drawer on the orders list: a link can open one order there. */
export const orderDrawerParam = 'detail';

/** One order, in its drawer on the orders list. */
export const orderPagePath = (orderNumber: string) => `/P2POrders?${orderDrawerParam}=${encodeURIComponent(orderNumber)}`;

/**
 * The orders between one customer (by e-mail, the orders list's filter) and one merchant: what
 * relates a transaction that settles no order to the parties' orders.
 */
export const ordersBetweenPath = (customerEmail: string, merchantId: string) =>
  `/P2POrders?${new URLSearchParams({ email: customerEmail, merchantId }).toString()}`;
