import { layoutTypes, navStyles, themeTypes, type LayoutType, type NavStyle, type SettingsAction, type ThemeType } from './settings-reducer.ts';

/** The query parameters that set the look, as the spec names them. */
export const lookParams = { theme: 'theme', navStyle: 'nav-style', layoutType: 'layout-type' } as const;

/**
 * The constant names the console this one replaces used in its links (THEME_TYPE_DARK,
 * NAV_STYLE_MINI_SIDEBAR...), so bookmarks made with it still open the same look.
 */
const legacyThemes: Readonly<Record<string, ThemeType>> = {
  THEME_TYPE_LITE: 'light',
  THEME_TYPE_SEMI_DARK: 'semi-dark',
  THEME_TYPE_DARK: 'dark',
};
const legacyNavStyles: Readonly<Record<string, NavStyle>> = {
  NAV_STYLE_FIXED: 'fixed',
  NAV_STYLE_MINI_SIDEBAR: 'mini-sidebar',
  NAV_STYLE_DRAWER: 'drawer',
  NAV_STYLE_NO_HEADER_MINI_SIDEBAR: 'no-header-mini-sidebar',
  NAV_STYLE_NO_HEADER_EXPANDED_SIDEBAR: 'no-header-expanded-sidebar',
  NAV_STYLE_DEFAULT_HORIZONTAL: 'default-horizontal',
  NAV_STYLE_DARK_HORIZONTAL: 'dark-horizontal',
  NAV_STYLE_INSIDE_HEADER_HORIZONTAL: 'inside-header-horizontal',
  NAV_STYLE_ABOVE_HEADER: 'above-header',
  NAV_STYLE_BELOW_HEADER: 'below-header',
};
const legacyLayoutTypes: Readonly<Record<string, LayoutType>> = {
  LAYOUT_TYPE_FULL: 'full',
  LAYOUT_TYPE_BOXED: 'boxed',
  LAYOUT_TYPE_FRAMED: 'framed',
};

function pick<T extends string>(allowed: readonly T[], legacy: Readonly<Record<string, T>>, value: string | null): T | undefined {
  if (value === null) return undefined;
  return allowed.find((candidate) => candidate === value) ?? (Object.hasOwn(legacy, value) ? legacy[value] : undefined);
}

/**
 * The spec lets `theme`, `nav-style` and `layout-type` query parameters set the UI options, so a
 * link can open the console in a given look. Unknown values are ignored rather than trusted, and
 * the setting keeps what it had.
 */
export function settingsActionsFromQuery(search: string): SettingsAction[] {
  const params = new URLSearchParams(search);
  const actions: SettingsAction[] = [];
  const themeType = pick(themeTypes, legacyThemes, params.get(lookParams.theme));
  if (themeType) actions.push({ type: 'settings/themeTypeSwitched', themeType });
  const navStyle = pick(navStyles, legacyNavStyles, params.get(lookParams.navStyle));
  if (navStyle) actions.push({ type: 'settings/navStyleSwitched', navStyle });
  const layoutType = pick(layoutTypes, legacyLayoutTypes, params.get(lookParams.layoutType));
  if (layoutType) actions.push({ type: 'settings/layoutTypeSwitched', layoutType });
  return actions;
}
