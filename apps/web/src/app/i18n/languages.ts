/** A console language as the settings state holds it (the spec's locale shape). */
export interface Locale {
  languageId: string;
  /** The i18next language and the name of its file in locales/. */
  locale: string;
  /** The language's own name, so that someone who cannot read the current one still finds theirs. */
  name: string;
}

export const defaultLocale: Locale = { languageId: 'english', locale: 'en', name: 'English' };

/** The spec's six interface languages, in the order the pickers list them. */
export const languages: readonly Locale[] = [
  defaultLocale,
  { languageId: 'chinese', locale: 'zh', name: '简体中文' },
  { languageId: 'spanish', locale: 'es', name: 'Español' },
  { languageId: 'french', locale: 'fr', name: 'Français' },
  { languageId: 'italian', locale: 'it', name: 'Italiano' },
  { languageId: 'saudi-arabia', locale: 'ar', name: 'العربية' },
];

const rightToLeftLocales: ReadonlySet<string> = new Set(['ar']);

export function isRightToLeft(locale: string): boolean {
  return rightToLeftLocales.has(locale);
}

export function findLanguage(locale: string): Locale | undefined {
  return languages.find((language) => language.locale === locale);
}
