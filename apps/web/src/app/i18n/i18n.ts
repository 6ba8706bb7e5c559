import i18next, { type ResourceKey } from 'i18next';
import type { Locale as AntdLocale } from 'antd/es/locale/index.js';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { defaultLocale, isRightToLeft } from './languages.ts';

// English ships in the entry chunk because it is also the fallback; other languages are fetched
// only when chosen, so each new language costs nothing to those who do not use it.
const translations = import.meta.glob<ResourceKey>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

/** antd's own texts (pagination, date pickers, empty tables, modals); English is antd's default. */
const antdLocales: Readonly<Record<string, () => Promise<AntdLocale>>> = {
  zh: () => import('antd/es/locale/zh_CN.js').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES.js').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR.js').then((m) => m.default),
  it: () => import('antd/es/locale/it_IT.js').then((m) => m.default),
  ar: () => import('antd/es/locale/ar_EG.js').then((m) => withCompactWeekDays(m.default, ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'])),
};

/**
 * antd's Arabic calendar heads its columns with the full day names, which run into each other in
 * a date cell's width; Arabic calendars use the one-letter names.
 */
function withCompactWeekDays(locale: AntdLocale, shortWeekDays: string[]): AntdLocale {
  const datePicker = locale.DatePicker;
  if (!datePicker) return locale;
  return { ...locale, DatePicker: { ...datePicker, lang: { ...datePicker.lang, shortWeekDays } } };
}

type DayjsLocale = ILocale & { preparse?: unknown; postformat?: unknown };

/**
 * Month and day names in the date pickers. The names must be the ones antd's picker asks dayjs for
 * (zh_CN -> zh-cn, ar_EG -> ar...), and they must register on the same dayjs instance antd uses.
 */
const dayjsLocales: Readonly<Record<string, () => Promise<DayjsLocale>>> = {
  zh: () => import('dayjs/locale/zh-cn.js').then((m) => m.default),
  es: () => import('dayjs/locale/es.js').then((m) => m.default),
  fr: () => import('dayjs/locale/fr.js').then((m) => m.default),
  it: () => import('dayjs/locale/it.js').then((m) => m.default),
  ar: () => import('dayjs/locale/ar.js').then((m) => m.default),
};

void i18next.use(initReactI18next).init({
  lng: defaultLocale.locale,
  fallbackLng: defaultLocale.locale,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export interface LoadedLanguage {
  locale: string;
  /** For antd's ConfigProvider; undefined keeps antd's built-in English. */
  antdLocale: AntdLocale | undefined;
  /** Undefined for English, dayjs's own default. */
  dayjsLocale: DayjsLocale | undefined;
}

const loaded = new Map<string, LoadedLanguage>([
  [defaultLocale.locale, { locale: defaultLocale.locale, antdLocale: undefined, dayjsLocale: undefined }],
]);
let dayjsChanged = false;

/** A language already fetched, ready to show without waiting. */
export function loadedLanguage(locale: string): LoadedLanguage | undefined {
  return loaded.get(locale);
}

async function loadLanguage(locale: string): Promise<LoadedLanguage> {
  const known = loaded.get(locale);
  if (known) return known;
  const loadTranslation = translations[`./locales/${locale}.json`];
  if (!loadTranslation) throw new Error(`no translation for ${locale}`);
  const [translation, antdLocale, dayjsLocale] = await Promise.all([loadTranslation(), antdLocales[locale]?.(), dayjsLocales[locale]?.()]);
  if (!i18next.hasResourceBundle(locale, 'translation')) i18next.addResourceBundle(locale, 'translation', translation);
  const language = { locale, antdLocale, dayjsLocale };
  loaded.set(locale, language);
  return language;
}

async function setDayjsLocale({ dayjsLocale }: LoadedLanguage): Promise<void> {
  // The sign-in page needs no dayjs: English leaves it alone unless another language changed it.
  if (!dayjsLocale && !dayjsChanged) return;
  dayjsChanged = true;
  const { default: dayjs } = await import('dayjs');
  if (!dayjsLocale) {
    dayjs.locale('en');
    return;
  }
  // Latin digits everywhere, as the amounts use them: dayjs's Arabic would write dates with
  // Arabic-Indic digits (and so would the YYYY-MM-DD values the filters send to the API).
  const { preparse: _preparse, postformat: _postformat, ...latinDigits } = dayjsLocale;
  dayjs.locale({ ...latinDigits });
}

let latestRequest = 0;

/**
 * Fetches a language (texts, antd's and dayjs's) and then switches to it, the document's lang and
 * dir included, all at once, so that nothing shows half in one language. Resolves to null when a
 * later choice overtook this one while it loaded.
 */
export async function applyLanguage(locale: string): Promise<LoadedLanguage | null> {
  const request = ++latestRequest;
  const language = await loadLanguage(locale);
  if (request !== latestRequest) return null;
  await setDayjsLocale(language);
  if (request !== latestRequest) return null;
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  return language;
}

export default i18next;
