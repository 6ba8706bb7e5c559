/** The merchant page keeps the spec's route, with the merchant in the query string. */
export const merchantPagePath = (merchantId: string) => `/P2PMerchantAds?merchantId=${encodeURIComponent(merchantId)}`;

export const merchantListPath = '/P2PMerchant';
