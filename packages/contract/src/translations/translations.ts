import { z } from 'zod';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { LANGUAGE_CODE_PATTERN, TRANSLATION_KEY_MAX, TRANSLATION_KEY_PATTERN, TRANSLATION_PAGE_SIZE, TRANSLATION_VALUE_MAX } from './translation-rules.ts';

export const languageCodeSchema = z.string().regex(LANGUAGE_CODE_PATTERN, 'must be a language code such as en or pt-BR');
export const translationKeySchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(TRANSLATION_KEY_MAX, `must be at most ${TRANSLATION_KEY_MAX} characters`)
  .regex(TRANSLATION_KEY_PATTERN, 'must be dot-separated names of letters, digits, _ and -');

export const translationLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Keys that have a value in this language, and keys that have none. */
  translated: z.number().int(),
  missing: z.number().int(),
});
export type TranslationLanguage = z.infer<typeof translationLanguageSchema>;
export const translationLanguageListSchema = z.object({ items: z.array(translationLanguageSchema), keyCount: z.number().int() });

export const languageParamsSchema = z.object({ language: languageCodeSchema });

export const listTranslationKeysQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(TRANSLATION_PAGE_SIZE),
  /** true: only the keys without a value in this language. */
  missing: queryBoolean.optional(),
  /** Part of the key, of its value in this language or of its English value, without case. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
});
export type ListTranslationKeysQuery = z.input<typeof listTranslationKeysQuerySchema>;

export const translationKeyRowSchema = z.object({
  key: z.string(),
  /** The value in the chosen language; null when it is missing. */
  value: z.string().nullable(),
  /** The English value beside it, what a translator translates from. */
  english: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TranslationKeyRow = z.infer<typeof translationKeyRowSchema>;
export const translationKeyListSchema = listResponseSchema(translationKeyRowSchema);

export const setTranslationValueSchema = z.object({
  key: translationKeySchema,
  value: z.string().trim().min(1, 'is required').max(TRANSLATION_VALUE_MAX, `must be at most ${TRANSLATION_VALUE_MAX} characters`).refine(...noNul),
});
export type SetTranslationValue = z.infer<typeof setTranslationValueSchema>;

export const translationImportResultSchema = z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() });
export type TranslationImportResult = z.infer<typeof translationImportResultSchema>;

/** A language's file as JSON: nested objects by namespace, each leaf a text. */
export type TranslationTree = { [key: string]: string | TranslationTree };
export const translationExportSchema = z.record(z.string(), z.unknown());
