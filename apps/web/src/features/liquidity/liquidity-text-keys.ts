import type { LiquidityVenueKind, LiquidityVenueStatus } from '@exchange/contract/liquidity/liquidity-rules';

/** The label keys of venue kinds and statuses (explicit, so every key is found). */
export const VENUE_KIND_KEYS: Readonly<Record<LiquidityVenueKind, string>> = {
  HOT_WALLET: 'liquidity.kind.HOT_WALLET',
  COLD_WALLET: 'liquidity.kind.COLD_WALLET',
  LIQUIDITY_PROVIDER: 'liquidity.kind.LIQUIDITY_PROVIDER',
};

export const VENUE_STATUS_KEYS: Readonly<Record<LiquidityVenueStatus, string>> = {
  OK: 'liquidity.status.OK',
  LOW: 'liquidity.status.LOW',
  NO_THRESHOLD: 'liquidity.status.NO_THRESHOLD',
  NOT_REPORTED: 'liquidity.status.NOT_REPORTED',
};

export const VENUE_STATUS_COLORS: Readonly<Record<LiquidityVenueStatus, string>> = {
  OK: 'success',
  LOW: 'error',
  NO_THRESHOLD: 'default',
  NOT_REPORTED: 'warning',
};
