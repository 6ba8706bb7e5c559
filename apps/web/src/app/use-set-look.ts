import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { lookParams } from './state/settings-query.ts';
import {
  switchLayoutType,
  switchNavStyle,
  switchThemeColor,
  switchThemeType,
  type LayoutType,
  type NavStyle,
  type SettingsAction,
  type ThemeType,
} from './state/settings-reducer.ts';
import { useAppDispatch } from './state/use-app-state.ts';

export interface LookChange {
  themeType?: ThemeType;
  themeColor?: string;
  navStyle?: NavStyle;
  layoutType?: LayoutType;
}

/**
 * Changes the look from the settings panel. A look parameter still in the address would put the
 * old value back at the next change of the query (a filter, a page), and on reload: the panel's
 * choice wins, so the parameter it overrides leaves the address.
 */
export function useSetLook(): (change: LookChange) => void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  return useCallback(
    (change: LookChange) => {
      const actions: SettingsAction[] = [];
      const overridden: string[] = [];
      if (change.themeType) {
        actions.push(switchThemeType(change.themeType));
        overridden.push(lookParams.theme);
      }
      if (change.themeColor) actions.push(switchThemeColor(change.themeColor));
      if (change.navStyle) {
        actions.push(switchNavStyle(change.navStyle));
        overridden.push(lookParams.navStyle);
      }
      if (change.layoutType) {
        actions.push(switchLayoutType(change.layoutType));
        overridden.push(lookParams.layoutType);
      }
      for (const action of actions) dispatch(action);
      if (overridden.some((name) => params.has(name))) {
        const next = new URLSearchParams(params);
        for (const name of overridden) next.delete(name);
        setParams(next, { replace: true });
      }
    },
    [dispatch, params, setParams],
  );
}
