import type { LoginResult } from '@exchange/contract/auth/session';

/** The signed-in admin as the console keeps it; the token lives beside it, not inside. */
export type AuthUser = Pick<LoginResult, 'id' | 'name' | 'role' | 'isGAuthEnabled'>;

export interface AuthState {
  token: string | null;
  /** Where a signed-out visitor wanted to go; '/' sends them there after sign-in. */
  initURL: string;
  authUser: AuthUser | null;
  getStatistic: Readonly<Record<string, unknown>>;
}

export function createAuthState(token: string | null, authUser: AuthUser | null): AuthState {
  return { token, initURL: '', authUser, getStatistic: {} };
}

export type AuthAction =
  | { type: 'auth/initUrlSet'; initURL: string }
  | { type: 'auth/tokenSet'; token: string }
  | { type: 'auth/userDataSet'; authUser: AuthUser }
  | { type: 'auth/statisticSet'; statistic: Readonly<Record<string, unknown>> }
  | { type: 'auth/signOutSucceeded' };

export const setInitUrl = (initURL: string): AuthAction => ({ type: 'auth/initUrlSet', initURL });
export const setUserToken = (token: string): AuthAction => ({ type: 'auth/tokenSet', token });
export const setUserData = (authUser: AuthUser): AuthAction => ({ type: 'auth/userDataSet', authUser });
export const setStatistic = (statistic: Readonly<Record<string, unknown>>): AuthAction => ({ type: 'auth/statisticSet', statistic });
export const signOutSucceeded = (): AuthAction => ({ type: 'auth/signOutSucceeded' });

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'auth/initUrlSet':
      return { ...state, initURL: action.initURL };
    case 'auth/tokenSet':
      return { ...state, token: action.token };
    case 'auth/userDataSet':
      return { ...state, authUser: action.authUser };
    case 'auth/statisticSet':
      return { ...state, getStatistic: action.statistic };
    case 'auth/signOutSucceeded':
      return { ...state, token: null, authUser: null, initURL: '' };
  }
}
