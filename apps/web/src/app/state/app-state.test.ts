import { describe, expect, it } from 'vitest';
import { appReducer, type AppState } from './app-state.ts';
import { createAuthState, signOutSucceeded } from './auth-reducer.ts';
import { createCommonState, fetchStart } from './common-reducer.ts';
import { initialSettingsState, switchThemeType } from './settings-reducer.ts';

const state: AppState = {
  settings: initialSettingsState,
  auth: createAuthState('tok', { id: 'u', name: 'N', role: 'admin', isGAuthEnabled: true }),
  common: createCommonState(1280),
};

describe('appReducer', () => {
  it('hands each action to its own area only', () => {
    const afterSettings = appReducer(state, switchThemeType('dark'));
    expect(afterSettings.settings.themeType).toBe('dark');
    expect(afterSettings.auth).toBe(state.auth);
    expect(afterSettings.common).toBe(state.common);

    const afterAuth = appReducer(state, signOutSucceeded());
    expect(afterAuth.auth.token).toBeNull();
    expect(afterAuth.settings).toBe(state.settings);
    expect(afterAuth.common).toBe(state.common);

    const afterCommon = appReducer(state, fetchStart());
    expect(afterCommon.common.loading).toBe(true);
    expect(afterCommon.auth).toBe(state.auth);
    expect(afterCommon.settings).toBe(state.settings);
  });
});
