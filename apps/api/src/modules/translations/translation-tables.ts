import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/** The customer app's languages; an inactive one is not offered to customers (English is always active). */
export const translationLanguages = pgTable('translation_languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

/** The keys of the customer app's texts ("wallet.withdraw.title"), each with a value per language. */
export const translationKeys = pgTable('translation_keys', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A key's text in one language; a key without a row for a language is missing in it. */
export const translationValues = pgTable(
  'translation_values',
  {
    key: text('key').notNull().references(() => translationKeys.key),
    language: text('language').notNull().references(() => translationLanguages.code),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => admins.id),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] }), index('translation_values_language_idx').on(t.language, t.key)],
);
