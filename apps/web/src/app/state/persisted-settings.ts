import { languages } from '../i18n/languages.ts';
import {
  initialSettingsState,
  layoutTypes,
  navStyles,
  settingsReducer,
  themeTypes,
  type SettingsAction,
  type SettingsState,
} from './settings-reducer.ts';

/** UI preferences only; nothing about the session, so signing out leaves them in place. */
export const settingsStorageKey = 'consoleSettings';

function field(source: object, key: string): unknown {
  return (source as Record<string, unknown>)[key];
}

/** Replays the stored choices through the reducer, so a tampered value can never reach the state. */
export function readPersistedSettings(storage: Storage = localStorage): SettingsState {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(settingsStorageKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return initialSettingsState;

  const actions: SettingsAction[] = [];
  const themeType = themeTypes.find((v) => v === field(stored, 'themeType'));
  if (themeType) actions.push({ type: 'settings/themeTypeSwitched', themeType });
  const navStyle = navStyles.find((v) => v === field(stored, 'navStyle'));
  if (navStyle) actions.push({ type: 'settings/navStyleSwitched', navStyle });
  const layoutType = layoutTypes.find((v) => v === field(stored, 'layoutType'));
  if (layoutType) actions.push({ type: 'settings/layoutTypeSwitched', layoutType });
  const themeColor = field(stored, 'themeColor');
  if (typeof themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(themeColor)) {
    actions.push({ type: 'settings/themeColorSwitched', themeColor });
  }
  const locale = languages.find((l) => l.locale === field(stored, 'locale'));
  if (locale) actions.push({ type: 'settings/localeSwitched', locale });
  return actions.reduce(settingsReducer, initialSettingsState);
}

export function persistSettings(settings: SettingsState, storage: Storage = localStorage): void {
  const { themeType, navStyle, layoutType, themeColor, locale } = settings;
  storage.setItem(settingsStorageKey, JSON.stringify({ themeType, navStyle, layoutType, themeColor, locale: locale.locale }));
}
