import { authReducer, type AuthAction, type AuthState } from './auth-reducer.ts';
import { commonReducer, type CommonAction, type CommonState } from './common-reducer.ts';
import { settingsReducer, type SettingsAction, type SettingsState } from './settings-reducer.ts';

export interface AppState {
  settings: SettingsState;
  auth: AuthState;
  common: CommonState;
}

export type AppAction = SettingsAction | AuthAction | CommonAction;

function isSettingsAction(action: AppAction): action is SettingsAction {
  return action.type.startsWith('settings/');
}

function isAuthAction(action: AppAction): action is AuthAction {
  return action.type.startsWith('auth/');
}

/** Each area owns its slice; an action only ever reaches the reducer of its own area. */
export function appReducer(state: AppState, action: AppAction): AppState {
  if (isSettingsAction(action)) return { ...state, settings: settingsReducer(state.settings, action) };
  if (isAuthAction(action)) return { ...state, auth: authReducer(state.auth, action) };
  return { ...state, common: commonReducer(state.common, action) };
}
