import { z } from 'zod';
import { coinSchema } from '../p2p/money.ts';
import { compareDecimal, decimalPattern } from '../p2p/money-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  DURATION_DAYS_MAX,
  DURATION_DAYS_MIN,
  PROTOCOL_SORT_FIELDS,
  PROVIDER_SORT_FIELDS,
  RATE_MAX,
  RATE_SCALE,
  STAKE_SORT_FIELDS,
  STAKE_STATUSES,
  STAKING_AMOUNT_SCALE,
  STAKING_CHANGE_FIELDS,
  STAKING_DESCRIPTION_MAX,
  STAKING_NAME_MAX,
  STAKING_NAME_MIN,
  STAKING_PAGE_SIZE,
  STAKING_STATES,
  STAKING_SUBJECTS,
  STATISTICS_TRIGGERS,
} from './staking-rules.ts';

const ref = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).refine(...noNul);
const nameSchema = z
  .string()
  .trim()
  .min(STAKING_NAME_MIN, `must be ${STAKING_NAME_MIN} to ${STAKING_NAME_MAX} characters`)
  .max(STAKING_NAME_MAX, `must be ${STAKING_NAME_MIN} to ${STAKING_NAME_MAX} characters`)
  .refine(...noNul);

/**
 * A positive decimal string checked with a custom issue, so that the answer names its code: a bad
 * format is `validation.decimal` (with the scale), zero `validation.positive`, too much `validation.tooLarge`.
 */
export const positiveDecimalSchema = (scale: number, example: string, max?: number) =>
  z
    .string({ error: `must be a decimal given as a string, e.g. "${example}"` })
    .trim()
    .superRefine((value, ctx) => {
      const pattern = decimalPattern(scale);
      if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message: `must be a decimal with at most ${scale} decimals, e.g. "${example}"`, ...issueCode('validation.decimal', { scale }) });
      else if (!/[1-9]/.test(value)) ctx.addIssue({ code: 'custom', message: 'must be greater than 0', ...issueCode('validation.positive') });
      else if (max !== undefined && compareDecimal(value, String(max)) > 0) ctx.addIssue({ code: 'custom', message: `must be at most ${max}`, ...issueCode('validation.tooLarge', { max }) });
    });

/** An annual rate in percent ("5.25" is 5.25 % a year): above 0, at most 1000, at most 4 decimals. */
export const rateSchema = positiveDecimalSchema(RATE_SCALE, '5.25', RATE_MAX);
export const stakingAmountSchema = positiveDecimalSchema(STAKING_AMOUNT_SCALE, '0.5');

export const stakingStateSchema = z.enum(STAKING_STATES);
export const stakeStatusSchema = z.enum(STAKE_STATUSES);

/** Activate or deactivate a provider, protocol or duration; asking for the state it has changes nothing. */
export const setStakingStateSchema = z.object({ state: stakingStateSchema });
export type SetStakingState = z.infer<typeof setStakingStateSchema>;

const activity = {
  /** Stakes running now (status ACTIVE). */
  activeStakes: z.number().int(),
  /** What those stakes lock, in the coin (decimal string). */
  staked: z.string(),
};

// Providers.

export const stakingProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  state: stakingStateSchema,
  /** Its protocols, and how many of them are ACTIVE. */
  protocols: z.number().int(),
  activeProtocols: z.number().int(),
  activeStakes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StakingProvider = z.infer<typeof stakingProviderSchema>;
export const stakingProviderListSchema = listResponseSchema(stakingProviderSchema);

export const listStakingProvidersQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(STAKING_PAGE_SIZE),
  /** Part of the name, without case. */
  search: text(SEARCH_MAX_LENGTH).optional(),
  state: stakingStateSchema.optional(),
  sort: z.enum(PROVIDER_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListStakingProvidersQuery = z.input<typeof listStakingProvidersQuerySchema>;

export const createStakingProviderSchema = z.object({ name: nameSchema, description: text(STAKING_DESCRIPTION_MAX).default('') });
export type CreateStakingProvider = z.input<typeof createStakingProviderSchema>;

const atLeastOne = { message: 'give at least one field to change', ...issueCode('validation.noChanges') };
export const updateStakingProviderSchema = z
  .object({ name: nameSchema, description: text(STAKING_DESCRIPTION_MAX) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, atLeastOne);
export type UpdateStakingProvider = z.input<typeof updateStakingProviderSchema>;

// Durations.

export const stakingDurationSchema = z.object({
  id: z.string(),
  protocolId: z.string(),
  /** The lock period in days. */
  days: z.number().int(),
  /** Percent a year, a decimal string ("5.25"). A stake keeps the APY it started with. */
  apy: z.string(),
  state: stakingStateSchema,
  ...activity,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StakingDuration = z.infer<typeof stakingDurationSchema>;

const daysSchema = z.number().int().min(DURATION_DAYS_MIN).max(DURATION_DAYS_MAX);
/** A new lock period of a protocol: INACTIVE until activated. One per number of days. */
export const createStakingDurationSchema = z.object({ days: daysSchema, apy: rateSchema });
export type CreateStakingDuration = z.input<typeof createStakingDurationSchema>;
/** A duration's APY changes for stakes started from now on; its days are fixed (make another duration instead). */
export const updateStakingDurationSchema = z.object({ apy: rateSchema });
export type UpdateStakingDuration = z.input<typeof updateStakingDurationSchema>;

// Protocols.

export const stakingProtocolSchema = z.object({
  id: z.string(),
  provider: ref.extend({ state: stakingStateSchema }),
  coin: coinSchema,
  name: z.string(),
  description: z.string(),
  /** The least one stake may lock, in the coin (decimal string). */
  minAmount: z.string(),
  state: stakingStateSchema,
  /** Its lock periods, shortest first. */
  durations: z.array(stakingDurationSchema),
  ...activity,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StakingProtocol = z.infer<typeof stakingProtocolSchema>;
export const stakingProtocolListSchema = listResponseSchema(stakingProtocolSchema);

export const listStakingProtocolsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(STAKING_PAGE_SIZE),
  search: text(SEARCH_MAX_LENGTH).optional(),
  providerId: z.string().uuid().optional(),
  coin: coinSchema.optional(),
  state: stakingStateSchema.optional(),
  sort: z.enum(PROTOCOL_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListStakingProtocolsQuery = z.input<typeof listStakingProtocolsQuerySchema>;

export const createStakingProtocolSchema = z.object({
  providerId: z.string().uuid(),
  coin: coinSchema,
  name: nameSchema,
  description: text(STAKING_DESCRIPTION_MAX).default(''),
  minAmount: stakingAmountSchema,
});
export type CreateStakingProtocol = z.input<typeof createStakingProtocolSchema>;

/** Only the fields given change (at least one); the provider and the coin are fixed once it exists. */
export const updateStakingProtocolSchema = z
  .object({ name: nameSchema, description: text(STAKING_DESCRIPTION_MAX), minAmount: stakingAmountSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, atLeastOne);
export type UpdateStakingProtocol = z.input<typeof updateStakingProtocolSchema>;

// Change history.

/** One field's change: who, when, before, after. A protocol's history holds its durations' changes too (`durationDays` says which). */
export const stakingChangeSchema = z.object({
  id: z.string(),
  subject: z.enum(STAKING_SUBJECTS),
  subjectId: z.string(),
  /** The duration's days, for a change of a duration; null otherwise. */
  durationDays: z.number().int().nullable(),
  field: z.enum(STAKING_CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changedBy: ref,
  changedAt: z.string(),
});
export type StakingChange = z.infer<typeof stakingChangeSchema>;
export const stakingChangeListSchema = listResponseSchema(stakingChangeSchema);
export const listStakingChangesQuerySchema = z.object({ ...pageQuerySchema, limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20) });

// Customers' stakes.

export const stakeSchema = z.object({
  id: z.string(),
  customer: ref.extend({ email: z.string() }),
  provider: ref,
  protocol: ref,
  durationId: z.string(),
  /** The lock period and the APY the stake started with (a later change of the duration does not touch it). */
  days: z.number().int(),
  apy: z.string(),
  coin: coinSchema,
  amount: z.string(),
  status: stakeStatusSchema,
  startedAt: z.string(),
  unlocksAt: z.string(),
  unlockedAt: z.string().nullable(),
  /** What the stake earns at its unlock: amount x APY x days / 365, to 8 decimals (rounded down). */
  reward: z.string(),
  /** What was paid of it: the reward once UNLOCKED, "0" before. */
  rewardsPaid: z.string(),
});
export type Stake = z.infer<typeof stakeSchema>;
export const stakeListSchema = listResponseSchema(stakeSchema);

export const listStakesQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(STAKING_PAGE_SIZE),
  /** Part of the customer's e-mail or name, without case. */
  customer: text(SEARCH_MAX_LENGTH).optional(),
  customerId: z.string().uuid().optional(),
  protocolId: z.string().uuid().optional(),
  coin: coinSchema.optional(),
  status: stakeStatusSchema.optional(),
  sort: z.enum(STAKE_SORT_FIELDS).default('startedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListStakesQuery = z.input<typeof listStakesQuerySchema>;

/**
 * The exchange's customer app opens a stake for a customer (POST /platform/staking/stakes): the
 * amount moves from the customer's available balance to Earn until the unlock. The duration names
 * the protocol and the coin; it, its protocol and its provider must be ACTIVE.
 */
export const openStakeSchema = z.object({
  customerId: z.string().uuid(),
  durationId: z.string().uuid(),
  amount: stakingAmountSchema,
});
export type OpenStake = z.input<typeof openStakeSchema>;

// Statistics.

const upcoming = {
  rewardsPaid: z.string(),
  /** Locked amounts whose unlock falls in the next 7 and 30 days. */
  unlocking7d: z.string(),
  unlocking30d: z.string(),
};

export const stakingStatisticsSchema = z.object({
  /** How often the schedule recomputes them, in minutes (30 by default). */
  intervalMinutes: z.number().int(),
  /** When the figures below were computed; null before the first run. */
  computedAt: z.string().nullable(),
  /** When the schedule runs next. */
  nextRunAt: z.string(),
  lastRun: z
    .object({
      trigger: z.enum(STATISTICS_TRIGGERS),
      /** The admin who asked for a manual run; null for the schedule. */
      requestedBy: ref.nullable(),
      startedAt: z.string(),
      finishedAt: z.string(),
    })
    .nullable(),
  /** An admin's "Run now" is queued or running: the figures change when it ends. */
  runPending: z.boolean(),
  coins: z.array(z.object({ coin: coinSchema, ...activity, ...upcoming })),
  protocols: z.array(z.object({ protocol: ref, provider: ref, coin: coinSchema, ...activity, ...upcoming })),
  durations: z.array(z.object({ durationId: z.string(), protocol: ref, coin: coinSchema, days: z.number().int(), apy: z.string(), ...activity, ...upcoming })),
});
export type StakingStatistics = z.infer<typeof stakingStatisticsSchema>;
