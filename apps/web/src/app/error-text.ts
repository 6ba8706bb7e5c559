import { isErrorCode, isErrorParamName, type ErrorCode, type ErrorParamName, type ErrorParamValues } from '@exchange/contract/platform/error-codes';
import i18next, { t } from 'i18next';
import type en from './i18n/locales/en.json';

/** The dotted paths of the texts under a section of a locale file: `{ auth: { x: '' } }` -> 'auth.x'. */
type TextKeys<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKeys<T[K]>}` }[keyof T & string];
type Untranslated = Exclude<ErrorCode, TextKeys<(typeof en)['apiErrors']>>;
type MustBeEmpty<T extends never> = T;
/**
 * Fails to compile while a code of the contract has no English text under `apiErrors`, naming the
 * code ("Type '"lean.fourEyes"' does not satisfy the constraint 'never'"); the locale test holds
 * every other language to English's keys.
 */
export type EveryErrorCodeHasText = MustBeEmpty<Untranslated>;

function regionName(code: string): string {
  try {
    return new Intl.DisplayNames([i18next.language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A status value by its label in the console's language (`status.ON_HOLD` -> "On hold"), or as it came. */
const statusLabel = (value: string) => (i18next.exists(`status.${value}`) ? t(`status.${value}`) : value);

/** How each kind of value is shown inside a text: keyed by the contract's names, so a new one needs its line. */
const formatParam: Readonly<Record<ErrorParamName, (value: string) => string>> = {
  status: statusLabel,
  target: statusLabel,
  country: regionName,
  policy: (value) => value,
  policies: (value) => value,
  min: (value) => value,
  max: (value) => value,
  scale: (value) => value,
  days: (value) => value,
  values: (value) => value,
  row: (value) => value,
  column: (value) => value,
  asset: (value) => value,
  // A bucket (AVAILABLE, HELD) or the exchange account's purpose, by its label.
  account: (value) => (i18next.exists(`ledger.account.${value}`) ? t(`ledger.account.${value}`) : value),
  network: (value) => value,
  variable: (value) => `{{${value}}}`,
};

/**
 * The text of an error code in the console's language, its params filled in and formatted (a
 * status by its label, a country by its name). Undefined for a code the console does not know
 * (a newer server's): the caller shows the server's English message instead.
 */
export function errorText(code: string, params: ErrorParamValues = {}): string | undefined {
  if (!isErrorCode(code)) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isErrorParamName(name) && value !== undefined) values[name] = formatParam[name](String(value));
  }
  return t(`apiErrors.${code}`, values);
}

/** A field's label for a text shown away from its form: "Start date", never the API's `startDate`. */
export function apiFieldLabel(field: string): string | undefined {
  const key = `apiFields.${field}`;
  return i18next.exists(key) ? t(key) : undefined;
}
