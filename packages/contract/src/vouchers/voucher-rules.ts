// Without zod, so the console can import the statuses and limits for the price of the values.

/**
 * A voucher batch: ACTIVE codes are redeemable until the expiry; PAUSED refuses them until it is
 * resumed; REVOKED is final (its unredeemed codes die and the unspent budget goes back to the
 * rewards account). EXPIRED is final too: once the expiry passed, a scheduled job gives the
 * unspent budget back, so a forgotten batch does not keep money reserved for codes nobody can use.
 */
export const VOUCHER_BATCH_STATUSES = ['ACTIVE', 'PAUSED', 'REVOKED', 'EXPIRED'] as const;
export type VoucherBatchStatus = (typeof VOUCHER_BATCH_STATUSES)[number];

/** Why a redemption is refused: each one is an error code `voucher.<reason>`. */
export const VOUCHER_REFUSALS = ['unknownCode', 'alreadyRedeemed', 'expired', 'revoked', 'paused', 'capReached', 'budgetExhausted'] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

/** Codes per batch: each is shown once, so a batch stays small enough to hand out from one CSV. */
export const VOUCHER_CODES_MIN = 1;
export const VOUCHER_CODES_MAX = 5000;
export const VOUCHER_CAP_MAX = 1000;
export const VOUCHER_NAME_MIN = 2;
export const VOUCHER_NAME_MAX = 80;
export const VOUCHER_REASON_MIN = 3;
export const VOUCHER_REASON_MAX = 500;

/**
 * A code is 128 random bits in RFC 4648 base32 (26 characters, A-Z and 2-7): unguessable, and
 * typed without confusing 0/O or 1/I. Input is taken without case, spaces or dashes.
 */
export const VOUCHER_CODE_LENGTH = 26;
export const VOUCHER_CODE_PATTERN = /^[A-Z2-7]{26}$/;
export const normalizeVoucherCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '');

/** The spec passes limit and page to the voucher lists. */
export const VOUCHER_PAGE_SIZE = 20;
export const VOUCHER_SORT_FIELDS = ['createdAt', 'expiresAt', 'name'] as const;
