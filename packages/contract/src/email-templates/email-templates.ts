import { z } from 'zod';
import { contentLanguageSchema } from '../announcements/announcements.ts';
import { noNul } from '../platform/text-rules.ts';
import { EMAIL_BODY_MAX, EMAIL_EVENT_NAMES, EMAIL_SUBJECT_MAX } from './email-events.ts';

const personRef = z.object({ id: z.string(), name: z.string() });

export const emailEventSchema = z.enum(EMAIL_EVENT_NAMES);
export const emailTemplateParamsSchema = z.object({ event: emailEventSchema, language: contentLanguageSchema });

/** One language of an event: customized (stored) or the built-in text. */
export const emailTemplateLanguageSchema = z.object({
  language: contentLanguageSchema,
  customized: z.boolean(),
  updatedBy: personRef.nullable(),
  updatedAt: z.string().nullable(),
});

/** An event of the catalogue with its variables and where each language stands. */
export const emailEventSummarySchema = z.object({
  event: emailEventSchema,
  audience: z.enum(['ADMIN', 'CUSTOMER']),
  variables: z.array(z.string()),
  languages: z.array(emailTemplateLanguageSchema),
});
export type EmailEventSummary = z.infer<typeof emailEventSummarySchema>;
export const emailEventListSchema = z.object({ items: z.array(emailEventSummarySchema) });

export const emailTemplateSchema = z.object({
  event: emailEventSchema,
  language: contentLanguageSchema,
  subject: z.string(),
  body: z.string(),
  /** False: no stored template, the built-in text (in English) is what is sent. */
  customized: z.boolean(),
  variables: z.array(z.string()),
  /** The values a preview and a test send fill the variables with. */
  sampleValues: z.record(z.string(), z.string()),
  updatedBy: personRef.nullable(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/**
 * A template's subject and plain-text body, in mustache syntax: `{{name}}` inserts a declared
 * variable, `{{#reason}}...{{/reason}}` shows a part only when the variable has a value. A variable
 * the event does not declare is refused (400 naming it).
 */
export const saveEmailTemplateSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(EMAIL_SUBJECT_MAX, `must be at most ${EMAIL_SUBJECT_MAX} characters`).refine(...noNul),
  body: z.string().min(1, 'is required').max(EMAIL_BODY_MAX, `must be at most ${EMAIL_BODY_MAX} characters`).refine(...noNul),
});
export type SaveEmailTemplate = z.infer<typeof saveEmailTemplateSchema>;

/** The e-mail as the renderer that sends it makes it, with the sample values. */
export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** Where a test send went: the signed-in admin's own address, through the mail outbox. */
export const emailTestSendSchema = z.object({ sentTo: z.string() });
