// Without zod, so the console can import the states and their rules for the price of the values.

/**
 * A customer account's life: PENDING -> ACTIVE (approved); ACTIVE <-> FROZEN (with a reason, and
 * optionally an expiry after which the freeze lifts itself); ACTIVE | FROZEN -> CLOSED (final).
 */
export const CUSTOMER_STATES = ['PENDING', 'ACTIVE', 'FROZEN', 'CLOSED'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

/** The changes of state an admin makes, each from the states it may be taken in. */
export const CUSTOMER_STATE_CHANGES = {
  activate: { to: 'ACTIVE', from: ['PENDING'] },
  freeze: { to: 'FROZEN', from: ['ACTIVE'] },
  unfreeze: { to: 'ACTIVE', from: ['FROZEN'] },
  close: { to: 'CLOSED', from: ['ACTIVE', 'FROZEN'] },
} as const satisfies Record<string, { to: CustomerState; from: readonly CustomerState[] }>;
export type CustomerStateChange = keyof typeof CUSTOMER_STATE_CHANGES;

/** Blocks that stop one kind of operation without freezing the whole account. */
export const CUSTOMER_BLOCKS = ['WITHDRAWALS', 'TRADING'] as const;
export type CustomerBlock = (typeof CUSTOMER_BLOCKS)[number];

/** Every freeze, unfreeze, block, unblock and close carries a reason of this length (trimmed). */
export const CUSTOMER_REASON_MIN = 3;
export const CUSTOMER_REASON_MAX = 500;
export const CUSTOMER_NOTE_MAX = 4000;
export const CUSTOMER_LABEL_MAX = 40;
export const CUSTOMER_LABELS_MAX = 20;
