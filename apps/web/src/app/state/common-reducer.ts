/** The spec's small-screen breakpoint: narrower windows get the navigation as a drawer. */
export const smallScreenMaxWidth = 992;

export function isSmallScreen(width: number): boolean {
  return width < smallScreenMaxWidth;
}

export interface CommonState {
  error: string;
  loading: boolean;
  message: string;
  /**
   * The spec's flag, with the template's meaning: on small screens `true` shows the sidebar drawer.
   * It starts true and every location change sets it false, so navigating closes the drawer.
   */
  navCollapsed: boolean;
  width: number;
  pathname: string;
}

export function createCommonState(width: number): CommonState {
  return { error: '', loading: false, message: '', navCollapsed: true, width, pathname: '/' };
}

export type CommonAction =
  | { type: 'common/fetchStarted' }
  | { type: 'common/fetchSucceeded' }
  | { type: 'common/fetchFailed'; error: string }
  | { type: 'common/messageShown'; message: string }
  | { type: 'common/messageHidden' }
  | { type: 'common/locationChanged'; pathname: string }
  | { type: 'common/navCollapsedToggled'; navCollapsed: boolean }
  | { type: 'common/windowWidthChanged'; width: number };

export const fetchStart = (): CommonAction => ({ type: 'common/fetchStarted' });
export const fetchSuccess = (): CommonAction => ({ type: 'common/fetchSucceeded' });
export const fetchError = (error: string): CommonAction => ({ type: 'common/fetchFailed', error });
export const showMessage = (message: string): CommonAction => ({ type: 'common/messageShown', message });
export const hideMessage = (): CommonAction => ({ type: 'common/messageHidden' });
export const locationChanged = (pathname: string): CommonAction => ({ type: 'common/locationChanged', pathname });
export const toggleCollapsedNav = (navCollapsed: boolean): CommonAction => ({ type: 'common/navCollapsedToggled', navCollapsed });
export const updateWindowWidth = (width: number): CommonAction => ({ type: 'common/windowWidthChanged', width });

export function commonReducer(state: CommonState, action: CommonAction): CommonState {
  switch (action.type) {
    case 'common/fetchStarted':
      return { ...state, loading: true, error: '', message: '' };
    case 'common/fetchSucceeded':
      return { ...state, loading: false, error: '', message: '' };
    case 'common/fetchFailed':
      return { ...state, loading: false, error: action.error, message: '' };
    case 'common/messageShown':
      return { ...state, loading: false, error: '', message: action.message };
    case 'common/messageHidden':
      return { ...state, loading: false, error: '', message: '' };
    case 'common/locationChanged':
      return { ...state, pathname: action.pathname, navCollapsed: false };
    case 'common/navCollapsedToggled':
      return { ...state, navCollapsed: action.navCollapsed };
    case 'common/windowWidthChanged':
      // Crossing the breakpoint closes the drawer: one opened on a phone-sized window must not
      // reappear over the page when the window is widened and narrowed again.
      return isSmallScreen(action.width) === isSmallScreen(state.width)
        ? { ...state, width: action.width }
        : { ...state, width: action.width, navCollapsed: false };
  }
}
