import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import {
  horizontalNavStyles,
  initialSettingsState,
  isHorizontalNavStyle,
  layoutTypes,
  navStyles,
  sidebarNavStyles,
  themeTypes,
  settingsReducer,
  switchLayoutType,
  switchLocale,
  switchNavStyle,
  switchThemeColor,
  switchThemeType,
} from './settings-reducer.ts';

describe('settingsReducer', () => {
  it('starts as the spec says: semi-dark, fixed sidebar, full layout, left-to-right English', () => {
    expect(initialSettingsState).toEqual({
      navStyle: 'fixed',
      layoutType: 'full',
      themeType: 'semi-dark',
      themeColor: '#1f6feb',
      isDirectionRTL: false,
      locale: { languageId: 'english', locale: 'en', name: 'English' },
    });
  });

  it.each(themeTypes)('switches the theme type to %s', (themeType) => {
    expect(settingsReducer({ ...initialSettingsState, themeType: 'light' }, switchThemeType(themeType)).themeType).toBe(themeType);
  });

  it('switches the theme colour', () => {
    expect(settingsReducer(initialSettingsState, switchThemeColor('#722ed1')).themeColor).toBe('#722ed1');
  });

  it.each(navStyles)('switches the nav style to %s', (navStyle) => {
    expect(settingsReducer({ ...initialSettingsState, navStyle: 'drawer' }, switchNavStyle(navStyle)).navStyle).toBe(navStyle);
  });

  it('knows the five sidebar and five horizontal nav styles', () => {
    expect(sidebarNavStyles).toHaveLength(5);
    expect(horizontalNavStyles).toHaveLength(5);
    expect(navStyles.filter(isHorizontalNavStyle)).toEqual([...horizontalNavStyles]);
  });

  it.each(layoutTypes)('switches the layout type to %s', (layoutType) => {
    expect(settingsReducer({ ...initialSettingsState, layoutType: 'framed' }, switchLayoutType(layoutType)).layoutType).toBe(layoutType);
  });

  it.each(languages)('switches the locale to $locale, right-to-left only for Arabic', (language) => {
    const state = settingsReducer(initialSettingsState, switchLocale(language));
    expect(state).toMatchObject({ locale: language, isDirectionRTL: language.locale === 'ar' });
  });

  it('goes back to left-to-right when Arabic is left', () => {
    const arabic = languages.find((l) => l.locale === 'ar');
    if (!arabic) throw new Error('Arabic is one of the languages');
    const rtl = settingsReducer(initialSettingsState, switchLocale(arabic));
    expect(rtl.isDirectionRTL).toBe(true);
    const back = settingsReducer(rtl, switchLocale(initialSettingsState.locale));
    expect(back).toMatchObject({ locale: initialSettingsState.locale, isDirectionRTL: false });
  });

  it('changes only the switched field, and never the previous state', () => {
    const before = structuredClone(initialSettingsState);
    const state = settingsReducer(initialSettingsState, switchThemeType('light'));
    expect({ ...state, themeType: initialSettingsState.themeType }).toEqual(initialSettingsState);
    expect(settingsReducer(initialSettingsState, switchNavStyle('below-header')).layoutType).toBe('full');
    expect(initialSettingsState).toEqual(before);
  });
});
