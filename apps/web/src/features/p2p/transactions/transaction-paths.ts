/** Transactions between one customer and one merchant, in any status. */
export const transactionsBetweenPath = (customerId: string, merchantId: string) =>
  `/P2PTransactions?${new URLSearchParams({ status: 'ALL', customerId, merchantId }).toString()}`;

/** One transaction, found by its number in the transactions list (any status). */
export const transactionNumberPath = (transactionNumber: string) =>
  `/P2PTransactions?${new URLSearchParams({ status: 'ALL', transactionNumber }).toString()}`;
