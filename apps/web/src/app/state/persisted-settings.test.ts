import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testing/memory-storage.ts';
import { persistSettings, readPersistedSettings, settingsStorageKey } from './persisted-settings.ts';
import { initialSettingsState } from './settings-reducer.ts';

describe('persisted settings', () => {
  it('round-trips the chosen options', () => {
    const storage = new MemoryStorage();
    const chosen = { ...initialSettingsState, themeType: 'dark', navStyle: 'drawer', layoutType: 'framed', themeColor: '#13c2c2' } as const;
    persistSettings(chosen, storage);
    expect(readPersistedSettings(storage)).toEqual(chosen);
  });

  it('keeps the language and restores its direction', () => {
    const storage = new MemoryStorage();
    storage.setItem(settingsStorageKey, JSON.stringify({ locale: 'ar', navStyle: 'no-header-mini-sidebar' }));
    expect(readPersistedSettings(storage)).toMatchObject({
      locale: { locale: 'ar', name: 'العربية' },
      isDirectionRTL: true,
      navStyle: 'no-header-mini-sidebar',
    });
  });

  it('falls back to the defaults for missing, broken or tampered values', () => {
    const storage = new MemoryStorage();
    expect(readPersistedSettings(storage)).toEqual(initialSettingsState);
    storage.setItem(settingsStorageKey, '{not json');
    expect(readPersistedSettings(storage)).toEqual(initialSettingsState);
    storage.setItem(
      settingsStorageKey,
      JSON.stringify({ themeType: 'neon', themeColor: 'red;background:url(x)', locale: 'xx', navStyle: 'drawer' }),
    );
    expect(readPersistedSettings(storage)).toEqual({ ...initialSettingsState, navStyle: 'drawer' });
  });
});
