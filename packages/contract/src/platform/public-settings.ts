import { z } from 'zod';

/** Settings the console needs before sign-in (footer name, password rule). */
export const publicSettingsSchema = z.object({
  exchangeName: z.string(),
  passwordMinLength: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
