import { z } from 'zod';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { COUNTRY_OPERATIONS } from './country-rules.ts';

export const countryOperationSchema = z.enum(COUNTRY_OPERATIONS);

/** One country's controls; every ISO country has one (allowed for all until changed). */
export const countryControlSchema = z.object({
  country: isoCountryCodeSchema,
  signUpAllowed: z.boolean(),
  depositAllowed: z.boolean(),
  withdrawalAllowed: z.boolean(),
  /** Null until an admin changed it. */
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CountryControl = z.infer<typeof countryControlSchema>;

/** Every ISO country, ordered by code; `restricted` keeps those not allowed for that operation (ANY: for one at least). */
export const listCountriesQuerySchema = z.object({
  country: isoCountryCodeSchema.optional(),
  restricted: z.enum([...COUNTRY_OPERATIONS, 'ANY']).optional(),
});
export type ListCountriesQuery = z.input<typeof listCountriesQuerySchema>;
export const countryControlListSchema = z.object({ items: z.array(countryControlSchema) });
export type CountryControlList = z.infer<typeof countryControlListSchema>;

export const countryParamsSchema = z.object({ country: isoCountryCodeSchema });
/** Turns one operation on or off; 409 when it is so already (another admin did it first). */
export const setCountryControlSchema = z.object({ operation: countryOperationSchema, allowed: z.boolean() });
export type SetCountryControl = z.input<typeof setCountryControlSchema>;

export const countryControlChangeSchema = z.object({
  id: z.string(),
  country: isoCountryCodeSchema,
  operation: countryOperationSchema,
  before: z.boolean(),
  after: z.boolean(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type CountryControlChange = z.infer<typeof countryControlChangeSchema>;

export const listCountryChangesQuerySchema = z.object({
  ...pageQuerySchema,
  country: isoCountryCodeSchema.optional(),
  operation: countryOperationSchema.optional(),
});
export type ListCountryChangesQuery = z.input<typeof listCountryChangesQuerySchema>;
export const countryControlChangeListSchema = listResponseSchema(countryControlChangeSchema);
