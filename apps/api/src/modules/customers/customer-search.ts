import { or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/list-query.ts';
import { customers as c } from './customer-tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * The search box, read the way an admin types: an id finds that customer; a phone number (digits,
 * with or without "+", spaces or dashes) its digits from the start; text with "@" an e-mail from
 * its start; any other text an e-mail from its start or any part of the name. Each form has its
 * index: the primary key, text_pattern_ops on phone and email, trigrams on name.
 */
export function customerSearch(text: string): SQL | undefined {
  if (UUID.test(text)) return sql`${c.id} = ${text.toLowerCase()}::uuid`;
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= 3) return sql`${c.phone} like ${`+${digits}%`}`;
  const email = sql`${c.email} like ${`${escapeLike(text.toLowerCase())}%`}`;
  if (text.includes('@')) return email;
  return or(email, sql`${c.name} ilike ${`%${escapeLike(text)}%`}`);
}
