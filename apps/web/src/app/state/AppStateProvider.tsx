import { useEffect, useReducer, type ReactNode } from 'react';
import { readStoredSession } from '../stored-session.ts';
import { appReducer, type AppState } from './app-state.ts';
import { AppDispatchContext, AppStateContext } from './app-state-context.ts';
import { createAuthState } from './auth-reducer.ts';
import { createCommonState } from './common-reducer.ts';
import { persistSettings, readPersistedSettings } from './persisted-settings.ts';
import { settingsActionsFromQuery } from './settings-query.ts';
import { settingsReducer } from './settings-reducer.ts';

function createInitialState(): AppState {
  const session = readStoredSession();
  return {
    settings: settingsActionsFromQuery(window.location.search).reduce(settingsReducer, readPersistedSettings()),
    auth: createAuthState(session.token, session.user),
    common: createCommonState(window.innerWidth),
  };
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(appReducer, undefined, createInitialState);

  useEffect(() => persistSettings(state.settings), [state.settings]);

  return (
    <AppStateContext value={state}>
      <AppDispatchContext value={dispatch}>{children}</AppDispatchContext>
    </AppStateContext>
  );
}
