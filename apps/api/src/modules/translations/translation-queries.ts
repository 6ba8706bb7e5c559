import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { TranslationKeyRow, TranslationLanguage, TranslationTree, listTranslationKeysQuerySchema } from '@exchange/contract/translations/translations';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { translationKeys as k, translationLanguages as l, translationValues as v } from './translation-tables.ts';

type KeyFilters = z.infer<typeof listTranslationKeysQuerySchema>;

export const languageNotFound = () => notFound('translation.languageNotFound', 'Language');
export const keyNotFound = () => notFound('translation.keyNotFound', 'Translation key');

/** The languages in their order, each with how many keys it has a value for and how many it lacks. */
export async function listLanguages(db: DbOrTx): Promise<{ items: TranslationLanguage[]; keyCount: number }> {
  const [keys] = await db.select({ n: sql<number>`count(*)::int` }).from(k);
  const keyCount = keys?.n ?? 0;
  const rows = await db
    .select({ code: l.code, name: l.name, active: l.active, translated: sql<number>`(select count(*) from ${v} where ${v.language} = ${l.code})::int` })
    .from(l)
    .orderBy(asc(l.position), asc(l.code));
  return { items: rows.map((row) => ({ ...row, missing: keyCount - row.translated })), keyCount };
}

export async function getLanguage(db: DbOrTx, code: string): Promise<TranslationLanguage> {
  const language = (await listLanguages(db)).items.find((item) => item.code === code);
  if (!language) throw languageNotFound();
  return language;
}

export async function checkLanguage(db: DbOrTx, code: string) {
  const [row] = await db.select({ code: l.code }).from(l).where(eq(l.code, code));
  if (!row) throw languageNotFound();
}

const chosen = alias(v, 'chosen');
const english = alias(v, 'english');

/** One language's keys, by key, each with its value (null when missing) beside the English one. */
export async function listTranslationKeys(db: DbOrTx, language: string, f: KeyFilters): Promise<ListResponse<TranslationKeyRow>> {
  await checkLanguage(db, language);
  const filters = defineFilters<KeyFilters>({
    missing: (missing) => (missing ? sql`${chosen.value} is null` : sql`${chosen.value} is not null`),
    search: (text) => sql`(${k.key} ilike ${containing(text)} or ${chosen.value} ilike ${containing(text)} or ${english.value} ilike ${containing(text)})`,
  });
  const onChosen = and(eq(chosen.key, k.key), eq(chosen.language, language));
  const onEnglish = and(eq(english.key, k.key), eq(english.language, 'en'));
  const list = await listPage(db, {
    select: db.select({ key: k.key, value: chosen.value, english: english.value, updatedAt: chosen.updatedAt }).from(k).leftJoin(chosen, onChosen).leftJoin(english, onEnglish).$dynamic(),
    count: db.select({ one: sql`1` }).from(k).leftJoin(chosen, onChosen).leftJoin(english, onEnglish).$dynamic(),
    where: filters.where(f),
    orderBy: [asc(k.key)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map((row) => ({ ...row, updatedAt: row.updatedAt?.toISOString() ?? null })) };
}

/** A language's values as one nested JSON object ("a.b": "x" -> { a: { b: "x" } }), keys in order. */
export async function exportLanguage(db: DbOrTx, language: string): Promise<TranslationTree> {
  await checkLanguage(db, language);
  const rows = await db.select({ key: v.key, value: v.value }).from(v).where(eq(v.language, language)).orderBy(asc(v.key));
  return nest(rows);
}

/**
 * Nests flat keys. A key that is also another's namespace ("a" and "a.b") cannot nest: then the
 * file stays flat, which the import reads as well.
 */
export function nest(rows: { key: string; value: string }[]): TranslationTree {
  const tree: TranslationTree = {};
  for (const { key, value } of rows) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') return Object.fromEntries(rows.map((row) => [row.key, row.value]));
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1] ?? key;
    if (typeof node[leaf] === 'object') return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    node[leaf] = value;
  }
  return tree;
}
