import { z } from 'zod';
import { ISO_COUNTRY_CODES } from './countries.ts';

export const isoCountryCodeSchema = z.enum(ISO_COUNTRY_CODES, { error: 'must be an ISO 3166-1 alpha-2 country code that exists' });
