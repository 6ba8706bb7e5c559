import { z } from 'zod';
import { emailSchema } from '../auth/credential-schemas.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  LEAD_COMPANY_MAX,
  LEAD_MOVE_TARGETS,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  LEAD_NOTE_MAX,
  LEAD_PAGE_SIZE,
  LEAD_REASON_MAX,
  LEAD_REASON_MIN,
  LEAD_SORT_FIELDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
} from './lead-rules.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).refine(...noNul);
const personRef = z.object({ id: z.string(), name: z.string() });

export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadSourceSchema = z.enum(LEAD_SOURCES);

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** E.164 ("+971501234567"), or null. */
  phone: z.string().nullable(),
  country: z.string(),
  company: z.string().nullable(),
  source: leadSourceSchema,
  status: leadStatusSchema,
  /** Why the lead was lost (LOST only). */
  lostReason: z.string().nullable(),
  /** The admin who works the lead. */
  owner: personRef.nullable(),
  /** The customer the lead became (CONVERTED only). */
  customerId: z.string().nullable(),
  notesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadListSchema = listResponseSchema(leadSchema);
export type LeadList = z.infer<typeof leadListSchema>;

export const listLeadsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(LEAD_PAGE_SIZE),
  status: leadStatusSchema.optional(),
  /** An admin's id, or `none` for the leads nobody owns. */
  ownerId: z.union([z.uuid({ error: 'must be an admin id or none' }), z.literal('none')]).optional(),
  source: leadSourceSchema.optional(),
  /** Created from this day (or instant) on. */
  startDate: queryDate.optional(),
  /** Created up to this day (the whole day) or instant. */
  endDate: queryDate.optional(),
  /** Part of the name, or an e-mail or phone from its start, without case. */
  search: text(SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(LEAD_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...exportFormatQuery,
});
export type ListLeadsQuery = z.input<typeof listLeadsQuerySchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9]{6,14}$/, { message: 'must be an international number such as +971501234567', ...issueCode('validation.invalidFormat') });

export const createLeadSchema = z.object({
  name: text(LEAD_NAME_MAX).min(LEAD_NAME_MIN, `must be at least ${LEAD_NAME_MIN} characters`),
  email: emailSchema,
  phone: phoneSchema.nullish(),
  country: isoCountryCodeSchema,
  company: text(LEAD_COMPANY_MAX).nullish(),
  source: leadSourceSchema,
});
export type CreateLead = z.input<typeof createLeadSchema>;

export const leadParamsSchema = z.object({ leadId: z.uuid({ error: 'must be a lead id' }) });

const reasonSchema = text(LEAD_REASON_MAX).min(LEAD_REASON_MIN, `must be at least ${LEAD_REASON_MIN} characters`);

/** A move along the pipeline; LOST says why. */
export const moveLeadSchema = z
  .object({ status: z.enum(LEAD_MOVE_TARGETS), reason: reasonSchema.optional() })
  .superRefine((body, ctx) => {
    if (body.status === 'LOST' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'is required to mark a lead lost', ...issueCode('validation.required') });
    }
  });
export type MoveLead = z.input<typeof moveLeadSchema>;

/** null: nobody owns the lead any more. */
export const assignLeadSchema = z.object({ ownerId: z.uuid({ error: 'must be an admin id' }).nullable() });
export type AssignLead = z.input<typeof assignLeadSchema>;

export const leadNoteSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  body: z.string(),
  author: personRef,
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNotesSchema = z.object({ items: z.array(leadNoteSchema) });

/** The spec's lead note names its lead by `leadId`. */
export const listLeadNotesQuerySchema = z.object({ leadId: z.uuid({ error: 'must be a lead id' }) });
export const addLeadNoteSchema = z.object({
  leadId: z.uuid({ error: 'must be a lead id' }),
  body: text(LEAD_NOTE_MAX).min(1, 'must not be empty'),
});
export type AddLeadNote = z.input<typeof addLeadNoteSchema>;

export const convertLeadResultSchema = z.object({ lead: leadSchema, customerId: z.string() });
export type ConvertLeadResult = z.infer<typeof convertLeadResultSchema>;

/** The active admins a lead can be given to. */
export const leadOwnersSchema = z.object({ items: z.array(personRef) });
