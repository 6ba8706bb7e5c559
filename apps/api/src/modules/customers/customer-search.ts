import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/list-query.ts';
import type { Bind } from '../../platform/db/prepared-statements.ts';
import { customers as c } from './customer-tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * What the search box's text is looked up by, keyed by the statement parameter it becomes: the
 * keys say which form it took (the shape of the SQL), the values are what that SQL is given.
 */
export type SearchValues = { searchId: string } | { searchPhone: string } | { searchEmail: string; searchName?: string };

/**
 * The search box, read the way an admin types: an id finds that customer; a phone number (digits,
 * with or without "+", spaces or dashes) its digits from the start; text with "@" an e-mail from
 * its start; any other text an e-mail from its start or any part of the name. Each form has its
 * index: the primary key, text_pattern_ops on phone and email, trigrams on name.
 */
export function searchValues(text: string): SearchValues {
  if (UUID.test(text)) return { searchId: text.toLowerCase() };
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= 3) return { searchPhone: `+${digits}%` };
  const searchEmail = `${escapeLike(text.toLowerCase())}%`;
  if (text.includes('@')) return { searchEmail };
  return { searchEmail, searchName: `%${escapeLike(text)}%` };
}


/** The condition for the search's values, each one inline or a placeholder of a prepared statement (bind). */
export function searchCondition(values: SearchValues, bind: Bind): SQL {
  if ('searchId' in values) return sql`${c.id} = ${bind('searchId', values.searchId)}::uuid`;
  if ('searchPhone' in values) return sql`${c.phone} like ${bind('searchPhone', values.searchPhone)}`;
  const email = sql`${c.email} like ${bind('searchEmail', values.searchEmail)}`;
  if (values.searchName === undefined) return email;
  return sql`(${email} or ${c.name} ilike ${bind('searchName', values.searchName)})`;
}
