import { describe, expect, it } from 'vitest';
import { navLayout } from './nav-layout.ts';
import { navStyles } from './state/settings-reducer.ts';

describe('navLayout', () => {
  it.each(navStyles)('%s becomes a drawer behind a header below 992 px', (navStyle) => {
    const layout = navLayout(navStyle, 800);
    expect(layout).toMatchObject({ drawer: true, sidebar: null, horizontal: null, toggle: 'drawer', actionsInSidebar: false });
    expect(layout.header).toMatchObject({ brand: true, title: true });
    expect(navLayout(navStyle, 991).drawer).toBe(true);
  });

  it('shows the fixed and mini sidebars beside a header with the title', () => {
    expect(navLayout('fixed', 1440)).toMatchObject({ drawer: false, sidebar: 'expanded', toggle: 'fold', header: { title: true, brand: false } });
    expect(navLayout('mini-sidebar', 992)).toMatchObject({ drawer: false, sidebar: 'mini', toggle: 'fold' });
  });

  it('keeps the drawer style a drawer on wide screens', () => {
    expect(navLayout('drawer', 1920)).toMatchObject({ drawer: true, sidebar: null, toggle: 'drawer', header: { brand: true } });
  });

  it('drops the header of the no-header styles and moves its controls into the sidebar', () => {
    expect(navLayout('no-header-mini-sidebar', 1440)).toMatchObject({ header: null, sidebar: 'mini', actionsInSidebar: true, toggle: null });
    expect(navLayout('no-header-expanded-sidebar', 1440)).toMatchObject({ header: null, sidebar: 'expanded', actionsInSidebar: true });
  });

  it('places the horizontal menus as their names say', () => {
    expect(navLayout('default-horizontal', 1440).horizontal).toEqual({ place: 'below', tone: 'light' });
    expect(navLayout('dark-horizontal', 1440)).toMatchObject({ header: { tone: 'dark' }, horizontal: { place: 'below', tone: 'dark' } });
    expect(navLayout('inside-header-horizontal', 1440).horizontal).toEqual({ place: 'inside', tone: 'dark' });
    expect(navLayout('above-header', 1440).horizontal).toEqual({ place: 'above', tone: 'dark' });
    expect(navLayout('below-header', 1440).horizontal).toEqual({ place: 'below', tone: 'primary' });
    for (const style of ['default-horizontal', 'dark-horizontal', 'inside-header-horizontal', 'above-header', 'below-header'] as const) {
      expect(navLayout(style, 1440)).toMatchObject({ sidebar: null, drawer: false, toggle: null, header: { brand: true, title: false } });
    }
  });
});
