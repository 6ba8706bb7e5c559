import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    // An engine without region names shows the codes alone.
    return null;
  }
}

/**
 * Country names in the console's language, from the browser: no list of names to translate by hand.
 * `codes` is the list the screen offers (a module constant: the options are memoised on it).
 */
export function useCountryOptions(codes: readonly string[]) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = regionNames(i18n.language);
    return codes
      .map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [codes, i18n.language]);
}

/** The name of one country in the console's language ("AE" -> "United Arab Emirates"), or the code. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = useMemo(() => regionNames(i18n.language), [i18n.language]);
  return useCallback((code: string) => names?.of(code) ?? code, [names]);
}
