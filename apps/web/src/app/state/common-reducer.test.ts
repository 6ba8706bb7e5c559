import { describe, expect, it } from 'vitest';
import {
  commonReducer,
  createCommonState,
  fetchError,
  fetchStart,
  fetchSuccess,
  hideMessage,
  isSmallScreen,
  locationChanged,
  smallScreenMaxWidth,
  showMessage,
  toggleCollapsedNav,
  updateWindowWidth,
  type CommonState,
} from './common-reducer.ts';

const busy: CommonState = {
  error: 'old error',
  loading: false,
  message: 'old message',
  navCollapsed: true,
  width: 1280,
  pathname: '/P2PMerchant',
};

describe('commonReducer', () => {
  it('starts with the spec defaults', () => {
    expect(createCommonState(1024)).toEqual({
      error: '',
      loading: false,
      message: '',
      navCollapsed: true,
      width: 1024,
      pathname: '/',
    });
  });

  it('fetch start sets loading and clears error and message', () => {
    expect(commonReducer(busy, fetchStart())).toEqual({ ...busy, loading: true, error: '', message: '' });
  });

  it('fetch success stops loading', () => {
    const state = commonReducer({ ...busy, loading: true }, fetchSuccess());
    expect(state.loading).toBe(false);
    expect(state.pathname).toBe('/P2PMerchant');
  });

  it('show message sets the message and stops loading', () => {
    const state = commonReducer({ ...busy, loading: true, error: '' }, showMessage('Saved'));
    expect(state).toMatchObject({ message: 'Saved', loading: false });
  });

  it('fetch error sets the error, stops loading and clears the message', () => {
    const state = commonReducer({ ...busy, loading: true }, fetchError('Invalid email or password'));
    expect(state).toMatchObject({ error: 'Invalid email or password', loading: false, message: '' });
  });

  it('hide message clears error, message and loading', () => {
    const state = commonReducer({ ...busy, loading: true }, hideMessage());
    expect(state).toMatchObject({ error: '', message: '', loading: false });
  });

  it('a location change stores the path and sets navCollapsed false', () => {
    const state = commonReducer(busy, locationChanged('/P2PTransactions'));
    expect(state).toEqual({ ...busy, pathname: '/P2PTransactions', navCollapsed: false });
  });

  it('the menu toggle sets navCollapsed to the given value and nothing else', () => {
    expect(commonReducer(busy, toggleCollapsedNav(false))).toEqual({ ...busy, navCollapsed: false });
    expect(commonReducer({ ...busy, navCollapsed: false }, toggleCollapsedNav(true)).navCollapsed).toBe(true);
    expect(commonReducer(busy, toggleCollapsedNav(false)).navCollapsed).toBe(false);
  });

  it('a window resize on one side of the 992 px breakpoint stores the width and nothing else', () => {
    expect(commonReducer(busy, updateWindowWidth(1100))).toEqual({ ...busy, width: 1100 });
    const phone = { ...busy, width: 400, navCollapsed: true };
    expect(commonReducer(phone, updateWindowWidth(991))).toEqual({ ...phone, width: 991 });
  });

  it('a window resize across the breakpoint closes the drawer', () => {
    const drawerOpen = { ...busy, width: 800, navCollapsed: true };
    expect(commonReducer(drawerOpen, updateWindowWidth(992))).toEqual({ ...drawerOpen, width: 992, navCollapsed: false });
    expect(commonReducer({ ...busy, width: 1280, navCollapsed: true }, updateWindowWidth(800))).toMatchObject({ width: 800, navCollapsed: false });
  });

  it('knows the breakpoint', () => {
    expect(smallScreenMaxWidth).toBe(992);
    expect(isSmallScreen(991)).toBe(true);
    expect(isSmallScreen(992)).toBe(false);
  });

  it('never mutates the previous state', () => {
    const before = structuredClone(busy);
    commonReducer(busy, fetchStart());
    commonReducer(busy, locationChanged('/x'));
    expect(busy).toEqual(before);
  });
});
