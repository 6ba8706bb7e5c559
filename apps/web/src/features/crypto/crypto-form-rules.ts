/** A positive decimal with up to 18 decimals: what a crypto amount field takes (the network's own decimals are the server's check). */
export const CRYPTO_AMOUNT = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
