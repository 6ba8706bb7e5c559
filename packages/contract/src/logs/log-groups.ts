import { z } from 'zod';

/** Log groups the server keeps. `public-api`: one line per API request, written by the server itself. */
export const LOG_GROUPS = ['public-api'] as const;
export const logGroupSchema = z.enum(LOG_GROUPS);
export type LogGroup = z.infer<typeof logGroupSchema>;
