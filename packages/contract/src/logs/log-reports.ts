import { z } from 'zod';
import { isStorableDate, isoDateOrDateTime } from '../platform/dates.ts';
import { LOG_GROUPS } from './log-groups.ts';
import { DEFAULT_LOG_LINES, MAX_LOG_LINES, MAX_LOG_RANGE_DAYS } from './log-limits.ts';
import { issueCode } from '../platform/errors.ts';

export { DEFAULT_LOG_LINES, MAX_LOG_LINES, MAX_LOG_RANGE_DAYS };

const DAY_MS = 86_400_000;

export const logGroupSchema = z.enum(LOG_GROUPS);

/** The contract's one date rule: a day or a date-time PostgreSQL can store. */
const dayOrInstant = isoDateOrDateTime;
const holdable = isStorableDate;

/**
 * The log report request of the console's Download Logs modal. A date means a whole UTC day:
 * `from` its start, `to` its end; `to` is at most MAX_LOG_RANGE_DAYS after `from`.
 */
export const logReportRequestSchema = z
  .object({
    from: dayOrInstant,
    to: dayOrInstant,
    logGroupName: logGroupSchema.default('public-api'),
    limit: z.number().int().min(1).max(MAX_LOG_LINES).default(DEFAULT_LOG_LINES),
  })
  .superRefine((body, ctx) => {
    // A field already refused (zod still runs this): one message for it is enough.
    if (!holdable(body.from) || !holdable(body.to)) return;
    if (rangeStart(body.from) > rangeEnd(body.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from', ...issueCode('validation.endBeforeStart') });
    // A date `to` counts from its first instant: from 2026-01-01, the last day allowed is 2026-02-01.
    else if (rangeStart(body.to) - rangeStart(body.from) > MAX_LOG_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_LOG_RANGE_DAYS} days after from`, ...issueCode('validation.rangeTooLong', { days: MAX_LOG_RANGE_DAYS }) });
    }
  });
export type LogReportRequest = z.input<typeof logReportRequestSchema>;

/** The first instant of the range, in ms. */
export const rangeStart = (from: string) => Date.parse(from.length === 10 ? `${from}T00:00:00.000Z` : from);
/** The last instant of the range, in ms (a date includes its whole day). */
export const rangeEnd = (to: string) => (to.length === 10 ? Date.parse(`${to}T00:00:00.000Z`) + DAY_MS - 1 : Date.parse(to));

/** A single-use download link that expires; open it in a new tab (it needs no bearer token). */
export const logReportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type LogReportLink = z.infer<typeof logReportLinkSchema>;

export const logDownloadParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a download token') });
