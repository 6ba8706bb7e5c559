import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import i18next from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyLanguage, loadedLanguage, type LoadedLanguage } from './i18n/i18n.ts';
import { defaultLocale, findLanguage, isRightToLeft } from './i18n/languages.ts';
import { MessageApiProvider } from './MessageApiProvider.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { switchLocale, type ThemeType } from './state/settings-reducer.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';

/** The dark surfaces of the dark theme: antd's dark sidebar blue would look foreign on them. */
const darkSurface = '#141414';
const darkSurfaceRaised = '#1f1f1f';
/** antd's dark menu colour, for the dark sidebar and bars on a light page. */
const darkNavy = '#001529';

export function themeConfig(themeType: ThemeType, themeColor: string, reducedMotion = false): ThemeConfig {
  const dark = themeType === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: themeColor, colorInfo: themeColor, colorLink: themeColor, borderRadius: 6, motion: !reducedMotion, ...(dark ? {} : { colorBgLayout: '#f3f5f8' }) },
    components: dark
      ? {
          Layout: { siderBg: darkSurface, headerBg: darkSurface, triggerBg: darkSurfaceRaised, bodyBg: '#000', footerBg: 'transparent' },
          Menu: { darkItemBg: darkSurface, darkSubMenuItemBg: '#0d0d0d', darkPopupBg: darkSurfaceRaised, darkItemSelectedBg: themeColor },
        }
      : {
          Layout: { headerBg: '#fff', footerBg: 'transparent', lightSiderBg: '#fff' },
          Menu: { darkItemSelectedBg: themeColor },
        },
  };
}

/**
 * Puts antd's colours where plain CSS needs them: the page behind the layout (which would stay
 * light under a dark theme), the frame around a framed layout, the scrollbars.
 */
function DocumentColours({ themeType }: { themeType: ThemeType }) {
  const { token } = theme.useToken();
  const dark = themeType === 'dark';
  useEffect(() => {
    const html = document.documentElement;
    const set = (name: string, value: string) => html.style.setProperty(name, value);
    set('--app-bg-layout', token.colorBgLayout);
    set('--app-bg-container', token.colorBgContainer);
    set('--app-border', token.colorBorderSecondary);
    set('--app-text', token.colorText);
    set('--app-text-secondary', token.colorTextSecondary);
    set('--app-primary', token.colorPrimary);
    set('--app-fill', token.colorFillTertiary);
    // The dark bars (sidebar, dark header and menus) are antd's dark navy on a light page and
    // the raised dark surface in the dark theme.
    set('--app-dark-bar', dark ? darkSurface : darkNavy);
    set('--app-sider-bg', themeType === 'light' ? token.colorBgContainer : dark ? darkSurface : darkNavy);
    // Around a boxed layout, a shade apart from the page inside; around a framed one, the colour.
    set('--app-bg-outside', dark ? '#1d1d1d' : '#dde3ea');
    set('--app-frame', `color-mix(in srgb, ${token.colorPrimary} ${dark ? 30 : 22}%, ${dark ? '#000' : '#f3f5f8'})`);
    html.style.colorScheme = dark ? 'dark' : 'light';
    html.dataset.theme = themeType;
  }, [token, dark, themeType]);
  return null;
}

/** Applies the settings state (theme, colour, direction, language) to antd and the document. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { themeType, themeColor, locale } = useAppState().settings;
  const dispatch = useAppDispatch();
  // What is on screen: it follows the chosen language once that language has been fetched.
  const [shown, setShown] = useState<LoadedLanguage>(() => loadedLanguage(i18next.language) ?? { locale: 'en', antdLocale: undefined, dayjsLocale: undefined });

  useEffect(() => {
    let current = true;
    applyLanguage(locale.locale).then(
      (language) => {
        if (current && language) setShown(language);
      },
      () => {
        // The language could not be fetched (offline, or a deploy replaced its file): the picker
        // goes back to the language still on screen rather than claim one that is not.
        if (current) dispatch(switchLocale(findLanguage(i18next.language) ?? defaultLocale));
      },
    );
    return () => {
      current = false;
    };
  }, [locale.locale, dispatch]);

  const reducedMotion = useReducedMotion();
  const config = useMemo(() => themeConfig(themeType, themeColor, reducedMotion), [themeType, themeColor, reducedMotion]);

  return (
    <ConfigProvider direction={isRightToLeft(shown.locale) ? 'rtl' : 'ltr'} locale={shown.antdLocale} theme={config}>
      <DocumentColours themeType={themeType} />
      <MessageApiProvider>{children}</MessageApiProvider>
    </ConfigProvider>
  );
}
