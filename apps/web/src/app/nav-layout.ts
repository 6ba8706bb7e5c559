import { isSmallScreen } from './state/common-reducer.ts';
import type { NavStyle } from './state/settings-reducer.ts';

export type BarTone = 'light' | 'dark' | 'primary';

/** How the frame is laid out for a nav style at a window width: what shows, and where. */
export interface NavLayout {
  /** The menu is a drawer the header's button opens (small screens and the drawer style). */
  drawer: boolean;
  /** A sidebar beside the content, expanded or folded to icons; null when there is none. */
  sidebar: 'expanded' | 'mini' | null;
  /** The no-header styles move the account menu, language and settings into the sidebar. */
  actionsInSidebar: boolean;
  /** The header row; the no-header styles have none on wide screens. */
  header: { tone: BarTone; brand: boolean; title: boolean } | null;
  /** A horizontal menu: inside the header, or in a bar of its own above or below it. */
  horizontal: { place: 'inside' | 'above' | 'below'; tone: BarTone } | null;
  /** What the header's menu button does: open the drawer, or fold and unfold the sidebar. */
  toggle: 'drawer' | 'fold' | null;
}

export function navLayout(navStyle: NavStyle, width: number): NavLayout {
  if (isSmallScreen(width)) {
    // Below the spec's breakpoint every style becomes a drawer behind a header, keeping the
    // colour of its header so that the style still reads the same.
    const tone = navStyle === 'dark-horizontal' || navStyle === 'inside-header-horizontal' ? 'dark' : 'light';
    return { drawer: true, sidebar: null, actionsInSidebar: false, header: { tone, brand: true, title: true }, horizontal: null, toggle: 'drawer' };
  }
  const withSidebar = (sidebar: 'expanded' | 'mini'): NavLayout => ({
    drawer: false,
    sidebar,
    actionsInSidebar: false,
    header: { tone: 'light', brand: false, title: true },
    horizontal: null,
    toggle: 'fold',
  });
  const horizontal = (headerTone: BarTone, place: 'inside' | 'above' | 'below', tone: BarTone): NavLayout => ({
    drawer: false,
    sidebar: null,
    actionsInSidebar: false,
    // The brand takes the sidebar's place in the header; the screen's title moves above the content.
    header: { tone: headerTone, brand: true, title: false },
    horizontal: { place, tone },
    toggle: null,
  });
  const noHeader = (sidebar: 'expanded' | 'mini'): NavLayout => ({
    drawer: false,
    sidebar,
    actionsInSidebar: true,
    header: null,
    horizontal: null,
    toggle: null,
  });
  switch (navStyle) {
    case 'fixed':
      return withSidebar('expanded');
    case 'mini-sidebar':
      return withSidebar('mini');
    case 'drawer':
      return { drawer: true, sidebar: null, actionsInSidebar: false, header: { tone: 'light', brand: true, title: true }, horizontal: null, toggle: 'drawer' };
    case 'no-header-mini-sidebar':
      return noHeader('mini');
    case 'no-header-expanded-sidebar':
      return noHeader('expanded');
    case 'default-horizontal':
      return horizontal('light', 'below', 'light');
    case 'dark-horizontal':
      return horizontal('dark', 'below', 'dark');
    case 'inside-header-horizontal':
      return horizontal('dark', 'inside', 'dark');
    case 'above-header':
      return horizontal('light', 'above', 'dark');
    case 'below-header':
      return horizontal('light', 'below', 'primary');
  }
}
