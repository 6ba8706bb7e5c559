import type { SearchHit, SearchKind } from '@exchange/contract/search/search';

/**
 * Where a hit opens: the record's own page, or its list with its detail drawer open (the drawer
 * loads the record by its id whatever the list's filters).
 */
export const SEARCH_TARGETS: Readonly<Record<SearchKind, (hit: SearchHit) => string>> = {
  customer: (hit) => `/customers/${encodeURIComponent(hit.id)}`,
  p2pTransaction: (hit) => `/P2PTransactions?tx=${encodeURIComponent(hit.id)}`,
  p2pOrder: (hit) => `/P2POrders?detail=${encodeURIComponent(hit.id)}`,
  p2pDispute: (hit) => `/disputes/${encodeURIComponent(hit.id)}`,
  fiatDeposit: (hit) => `${hit.status === 'APPROVED' ? '/fiat-transactions/deposits/approved' : '/fiat-transactions/deposits'}?detail=${encodeURIComponent(hit.id)}`,
  fiatWithdrawal: (hit) => `/fiat-transactions/withdrawals?detail=${encodeURIComponent(hit.id)}`,
  // Found by a tx hash: the list shows that one row (filtered by its number) with its drawer open.
  cryptoDeposit: (hit) => `/crypto-transactions/received?key=depositNumber&value=${encodeURIComponent(hit.title)}&detail=${encodeURIComponent(hit.id)}`,
  cryptoWithdrawal: (hit) => `/crypto-transactions/sent?key=withdrawalNumber&value=${encodeURIComponent(hit.title)}&detail=${encodeURIComponent(hit.id)}`,
};
