import { useCallback } from 'react';
import { findLanguage, type Locale } from './i18n/languages.ts';
import { switchLocale } from './state/settings-reducer.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';

/** The chosen language and a way to choose another; the theme provider fetches and applies it. */
export function useSwitchLanguage(): [Locale, (locale: string) => void] {
  const { locale } = useAppState().settings;
  const dispatch = useAppDispatch();
  const switchTo = useCallback(
    (code: string) => {
      const language = findLanguage(code);
      if (language) dispatch(switchLocale(language));
    },
    [dispatch],
  );
  return [locale, switchTo];
}
