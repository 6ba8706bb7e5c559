/** A dispute's page, by its order's number. */
export const disputePagePath = (orderNumber: string) => `/disputes/${encodeURIComponent(orderNumber)}`;
