import { z } from 'zod';
import { issueCode } from './errors.ts';

/**
 * The one date rule of the contract. PostgreSQL stores years 4713 BC to 294276 AD, but JavaScript
 * writes a year past 9999 as "+010000-..." (which PostgreSQL cannot read) and year 0000 does not
 * exist in its calendar; a plain day as an end bound also reaches into the next day. Every date
 * the API takes must fall inside this window, whatever its offset.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

const earliestMs = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const afterLatestMs = Date.parse(`${LATEST_DATE}T00:00:00Z`) + 86_400_000;

/** The instant a day (its start) or a date-time names, in ms since the epoch. */
export const instantOf = (value: string) => Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

export const isStorableDate = (value: string) => {
  const ms = instantOf(value);
  return Number.isFinite(ms) && ms >= earliestMs && ms < afterLatestMs;
};

/** An ISO date (a whole UTC day) or an ISO date-time with its offset, inside the storable window. */
export const isoDateOrDateTime = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO date-time' })
  .refine(isStorableDate, { error: `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`, ...issueCode('validation.dateOutOfRange', { min: EARLIEST_DATE, max: LATEST_DATE }) });

/** An ISO date-time with its offset, inside the storable window (a schedule's start or end). */
export const storableDateTime = z.iso
  .datetime({ offset: true, error: 'must be an ISO date-time' })
  .refine(isStorableDate, { error: `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`, ...issueCode('validation.dateOutOfRange', { min: EARLIEST_DATE, max: LATEST_DATE }) });
