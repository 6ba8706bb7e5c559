// Without zod, so the console can import the rules for the price of the values.

/** English is the language every key is written in first: it cannot be switched off. */
export const BASE_LANGUAGE = 'en';
/** A language code: ISO 639-1, optionally with a region (pt-BR). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
/** A key: dot-separated namespaces of letters, digits, _ and - ("wallet.withdraw.title"). */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const TRANSLATION_KEY_MAX = 200;
export const TRANSLATION_VALUE_MAX = 5000;
export const TRANSLATION_PAGE_SIZE = 50;
/** An imported file: at most this many bytes and keys. */
export const TRANSLATION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const TRANSLATION_IMPORT_MAX_KEYS = 10_000;
