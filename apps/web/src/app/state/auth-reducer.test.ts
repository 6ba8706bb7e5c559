import { describe, expect, it } from 'vitest';
import {
  authReducer,
  createAuthState,
  setInitUrl,
  setStatistic,
  setUserData,
  setUserToken,
  signOutSucceeded,
  type AuthUser,
} from './auth-reducer.ts';

const admin: AuthUser = { id: 'u-1', name: 'Ada Admin', role: 'admin', isGAuthEnabled: false };

describe('authReducer', () => {
  it('starts from the stored token with an empty initURL and statistic', () => {
    expect(createAuthState('tok', null)).toEqual({ token: 'tok', initURL: '', authUser: null, getStatistic: {} });
    expect(createAuthState(null, admin).authUser).toEqual(admin);
  });

  it('stores the initial URL', () => {
    expect(authReducer(createAuthState(null, null), setInitUrl('/P2PTransactions')).initURL).toBe('/P2PTransactions');
  });

  it('stores the token', () => {
    expect(authReducer(createAuthState(null, null), setUserToken('fresh')).token).toBe('fresh');
  });

  it('stores the user data', () => {
    expect(authReducer(createAuthState('t', null), setUserData(admin)).authUser).toEqual(admin);
  });

  it('stores the statistics', () => {
    const stats = { merchants: 3 };
    expect(authReducer(createAuthState('t', admin), setStatistic(stats)).getStatistic).toEqual(stats);
  });

  it('sign-out success clears token, user and initial URL but keeps the statistics slot', () => {
    const signedIn = { token: 't', initURL: '/P2PTransactions', authUser: admin, getStatistic: { a: 1 } };
    expect(authReducer(signedIn, signOutSucceeded())).toEqual({
      token: null,
      initURL: '',
      authUser: null,
      getStatistic: { a: 1 },
    });
  });
});
