import { defaultLocale, isRightToLeft, type Locale } from '../i18n/languages.ts';

/** semi-dark: a dark sidebar beside light content. */
export const themeTypes = ['light', 'semi-dark', 'dark'] as const;
export type ThemeType = (typeof themeTypes)[number];

export const sidebarNavStyles = [
  'fixed',
  'mini-sidebar',
  'drawer',
  'no-header-mini-sidebar',
  'no-header-expanded-sidebar',
] as const;

/** The menu runs across the top, in a bar of its own or inside the header. */
export const horizontalNavStyles = [
  'default-horizontal',
  'dark-horizontal',
  'inside-header-horizontal',
  'above-header',
  'below-header',
] as const;

export const navStyles = [...sidebarNavStyles, ...horizontalNavStyles] as const;
export type NavStyle = (typeof navStyles)[number];
export type HorizontalNavStyle = (typeof horizontalNavStyles)[number];

export function isHorizontalNavStyle(navStyle: NavStyle): navStyle is HorizontalNavStyle {
  return (horizontalNavStyles as readonly NavStyle[]).includes(navStyle);
}

export const layoutTypes = ['full', 'boxed', 'framed'] as const;
export type LayoutType = (typeof layoutTypes)[number];

export interface SettingsState {
  navStyle: NavStyle;
  layoutType: LayoutType;
  themeType: ThemeType;
  /** Any CSS colour antd accepts as its primary colour. */
  themeColor: string;
  isDirectionRTL: boolean;
  locale: Locale;
}

export const defaultThemeColor = '#1f6feb';

export const initialSettingsState: SettingsState = {
  navStyle: 'fixed',
  layoutType: 'full',
  themeType: 'semi-dark',
  themeColor: defaultThemeColor,
  isDirectionRTL: false,
  locale: defaultLocale,
};

export type SettingsAction =
  | { type: 'settings/themeTypeSwitched'; themeType: ThemeType }
  | { type: 'settings/themeColorSwitched'; themeColor: string }
  | { type: 'settings/navStyleSwitched'; navStyle: NavStyle }
  | { type: 'settings/layoutTypeSwitched'; layoutType: LayoutType }
  | { type: 'settings/localeSwitched'; locale: Locale };

export const switchThemeType = (themeType: ThemeType): SettingsAction => ({ type: 'settings/themeTypeSwitched', themeType });
export const switchThemeColor = (themeColor: string): SettingsAction => ({ type: 'settings/themeColorSwitched', themeColor });
export const switchNavStyle = (navStyle: NavStyle): SettingsAction => ({ type: 'settings/navStyleSwitched', navStyle });
export const switchLayoutType = (layoutType: LayoutType): SettingsAction => ({ type: 'settings/layoutTypeSwitched', layoutType });
export const switchLocale = (locale: Locale): SettingsAction => ({ type: 'settings/localeSwitched', locale });

export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'settings/themeTypeSwitched':
      return { ...state, themeType: action.themeType };
    case 'settings/themeColorSwitched':
      return { ...state, themeColor: action.themeColor };
    case 'settings/navStyleSwitched':
      return { ...state, navStyle: action.navStyle };
    case 'settings/layoutTypeSwitched':
      return { ...state, layoutType: action.layoutType };
    case 'settings/localeSwitched':
      // Direction follows the language so that Arabic cannot be shown left-to-right by mistake.
      return { ...state, locale: action.locale, isDirectionRTL: isRightToLeft(action.locale.locale) };
  }
}
