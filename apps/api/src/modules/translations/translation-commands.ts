import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BASE_LANGUAGE, TRANSLATION_IMPORT_MAX_KEYS, TRANSLATION_KEY_MAX, TRANSLATION_KEY_PATTERN, TRANSLATION_VALUE_MAX } from '@exchange/contract/translations/translation-rules';
import type { TranslationImportResult, TranslationKeyRow, TranslationLanguage } from '@exchange/contract/translations/translations';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { checkLanguage, getLanguage, keyNotFound, languageNotFound } from './translation-queries.ts';
import { translationKeys as k, translationLanguages as l, translationValues as v } from './translation-tables.ts';

/**
 * Switches a language on or off for customers, in one guarded UPDATE (WHERE active is the other
 * way), audited; asking for the state it already has changes nothing (an idempotent toggle).
 * English, the base language, is never switched off (409).
 */
export async function setLanguageActive(db: Db, code: string, active: boolean, actor: Actor): Promise<TranslationLanguage> {
  adminOf(actor);
  if (!active && code === BASE_LANGUAGE) throw conflict('translation.baseLanguageRequired', 'English is the base language: it cannot be deactivated');
  await db.transaction(async (tx) => {
    const [changed] = await tx.update(l).set({ active }).where(and(eq(l.code, code), ne(l.active, active))).returning({ code: l.code });
    if (!changed) return checkLanguage(tx, code);
    await writeAudit(tx, actor, { action: active ? 'translation.language.activate' : 'translation.language.deactivate', outcome: 'SUCCESS', targetType: 'translation_language', targetId: code, before: { active: !active }, after: { active } });
  });
  return getLanguage(db, code);
}

/** One key's text in one language (the key must exist), audited with the text it replaced. */
export async function setTranslationValue(db: Db, language: string, key: string, value: string, actor: Actor): Promise<TranslationKeyRow> {
  const adminId = adminOf(actor);
  return db.transaction(async (tx) => {
    await checkLanguage(tx, language);
    const [known] = await tx.select({ key: k.key }).from(k).where(eq(k.key, key));
    if (!known) throw keyNotFound();
    const [before] = await tx.select({ value: v.value }).from(v).where(and(eq(v.key, key), eq(v.language, language))).for('update');
    const [row] = await tx
      .insert(v)
      .values({ key, language, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: [v.key, v.language], set: { value, updatedBy: adminId, updatedAt: sql`now()` } })
      .returning({ updatedAt: v.updatedAt });
    await writeAudit(tx, actor, { action: 'translation.value.set', outcome: 'SUCCESS', targetType: 'translation_key', targetId: `${language}:${key}`, before: { value: before?.value ?? null }, after: { value } });
    const [english] = await tx.select({ value: v.value }).from(v).where(and(eq(v.key, key), eq(v.language, BASE_LANGUAGE)));
    return { key, value, english: english?.value ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
  });
}

const badFile = (message: string) => badField('file', 'translation.badJson', message);

/** A file's texts as flat keys: nested objects join their names with dots; every leaf must be a text. */
export function flatten(content: Buffer): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8'));
  } catch {
    throw badFile('is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badFile('must be a JSON object of texts, flat or nested');
  const flat = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') {
        if (!TRANSLATION_KEY_PATTERN.test(key) || key.length > TRANSLATION_KEY_MAX) throw badField('file', 'translation.badKey', `"${key.slice(0, 80)}" is not a key: dot-separated names of letters, digits, _ and -`);
        if (value.length > TRANSLATION_VALUE_MAX || value.includes('\0')) throw badField('file', 'translation.badKey', `"${key}" has a text that is too long or holds a NUL`);
        if (value.trim()) flat.set(key, value);
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        walk(value, key);
      } else {
        throw badField('file', 'translation.badKey', `"${key.slice(0, 80)}" must be a text or an object of texts`);
      }
      if (flat.size > TRANSLATION_IMPORT_MAX_KEYS) throw badField('file', 'translation.tooManyKeys', `holds more than ${TRANSLATION_IMPORT_MAX_KEYS} keys`, { max: TRANSLATION_IMPORT_MAX_KEYS });
    }
  };
  walk(parsed, '');
  return flat;
}

/**
 * Imports a language's file in one transaction: unknown keys are added, each value set; counts
 * what was added (no value before), changed and unchanged. One audit row with the counts.
 */
export async function importLanguage(db: Db, language: string, content: Buffer, actor: Actor): Promise<TranslationImportResult> {
  const adminId = adminOf(actor);
  const texts = flatten(content);
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ code: l.code }).from(l).where(eq(l.code, language));
    if (!known) throw languageNotFound();
    const keys = [...texts.keys()];
    const result = { added: 0, changed: 0, unchanged: 0 };
    for (let i = 0; i < keys.length; i += 500) {
      const chunk = keys.slice(i, i + 500);
      await tx.insert(k).values(chunk.map((key) => ({ key }))).onConflictDoNothing();
      const before = new Map((await tx.select({ key: v.key, value: v.value }).from(v).where(and(eq(v.language, language), inArray(v.key, chunk))).for('update')).map((row) => [row.key, row.value]));
      const writes = chunk.filter((key) => {
        const old = before.get(key);
        if (old === undefined) result.added += 1;
        else if (old === texts.get(key)) result.unchanged += 1;
        else result.changed += 1;
        return old !== texts.get(key);
      });
      if (writes.length > 0) {
        await tx
          .insert(v)
          .values(writes.map((key) => ({ key, language, value: texts.get(key) ?? '', updatedBy: adminId })))
          .onConflictDoUpdate({ target: [v.key, v.language], set: { value: sql`excluded.value`, updatedBy: adminId, updatedAt: sql`now()` } });
      }
    }
    await writeAudit(tx, actor, { action: 'translation.import', outcome: 'SUCCESS', targetType: 'translation_language', targetId: language, after: result });
    return result;
  });
}
