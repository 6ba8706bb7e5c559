import { z } from 'zod';
import { logGroupSchema } from './log-groups.ts';

/** Lines a single download may hold; the console asks for 1,000 by default (spec section 9). */
export const MAX_LOG_LINES = 10_000;
export const DEFAULT_LOG_LINES = 1_000;

const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

/**
 * The log report request of the console's Download Logs modal. A date means a whole UTC day:
 * `from` its start, `to` its end.
 */
export const logReportRequestSchema = z
  .object({
    from: dayOrInstant,
    to: dayOrInstant,
    logGroupName: logGroupSchema.default('public-api'),
    limit: z.number().int().min(1).max(MAX_LOG_LINES).default(DEFAULT_LOG_LINES),
  })
  .superRefine((body, ctx) => {
    if (rangeStart(body.from) > rangeEnd(body.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type LogReportRequest = z.input<typeof logReportRequestSchema>;

/** The first instant of the range, in ms. */
export const rangeStart = (from: string) => Date.parse(from.length === 10 ? `${from}T00:00:00.000Z` : from);
/** The last instant of the range, in ms (a date includes its whole day). */
export const rangeEnd = (to: string) => (to.length === 10 ? Date.parse(`${to}T00:00:00.000Z`) + 86_400_000 - 1 : Date.parse(to));

/** A single-use download link that expires; open it in a new tab (it needs no bearer token). */
export const logReportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type LogReportLink = z.infer<typeof logReportLinkSchema>;

export const logDownloadParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a download token') });
