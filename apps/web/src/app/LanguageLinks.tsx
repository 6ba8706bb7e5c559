import { useTranslation } from 'react-i18next';
import { languages } from './i18n/languages.ts';
import { useSwitchLanguage } from './use-switch-language.ts';

/**
 * The language choice of the signed-out pages: every language in a row under its own name, one
 * click away. Plain buttons rather than antd's Dropdown, which would add its menu to the sign-in
 * page's JavaScript for six words.
 */
export function LanguageLinks() {
  const { t } = useTranslation();
  const [current, switchTo] = useSwitchLanguage();
  return (
    <nav className="language-links" aria-label={t('layout.language')} data-testid="language-links">
      {languages.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          className="language-links__item"
          aria-current={language.locale === current.locale ? 'true' : undefined}
          onClick={() => switchTo(language.locale)}
          data-testid={`language-${language.locale}`}
        >
          {language.name}
        </button>
      ))}
    </nav>
  );
}
