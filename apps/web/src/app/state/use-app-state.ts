import { useContext, type Dispatch } from 'react';
import type { AppAction, AppState } from './app-state.ts';
import { AppDispatchContext, AppStateContext } from './app-state-context.ts';

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState needs <AppStateProvider>');
  return state;
}

export function useAppDispatch(): Dispatch<AppAction> {
  const dispatch = useContext(AppDispatchContext);
  if (!dispatch) throw new Error('useAppDispatch needs <AppStateProvider>');
  return dispatch;
}
