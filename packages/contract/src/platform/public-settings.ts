import { z } from 'zod';

/** Settings the console needs before sign-in (footer name, password rule). */
export const publicSettingsSchema = z.object({
  exchangeName: z.string(),
  passwordMinLength: z.number().int(),
  /** Where the console calls the leads API: a path on this origin (`/leads-api`) or another URL. */
  leadsApiUrl: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
