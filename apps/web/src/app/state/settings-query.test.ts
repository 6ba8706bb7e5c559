import { describe, expect, it } from 'vitest';
import { settingsActionsFromQuery } from './settings-query.ts';
import { navStyles } from './settings-reducer.ts';

describe('settingsActionsFromQuery', () => {
  it('reads theme, nav-style and layout-type', () => {
    expect(settingsActionsFromQuery('?theme=dark&nav-style=mini-sidebar&layout-type=boxed')).toEqual([
      { type: 'settings/themeTypeSwitched', themeType: 'dark' },
      { type: 'settings/navStyleSwitched', navStyle: 'mini-sidebar' },
      { type: 'settings/layoutTypeSwitched', layoutType: 'boxed' },
    ]);
  });

  it.each(navStyles)('reads nav-style=%s', (navStyle) => {
    expect(settingsActionsFromQuery(`?nav-style=${navStyle}`)).toEqual([{ type: 'settings/navStyleSwitched', navStyle }]);
  });

  it('ignores unknown values and other parameters', () => {
    expect(settingsActionsFromQuery('?theme=neon&nav-style=&page=2')).toEqual([]);
    expect(settingsActionsFromQuery('?theme=__proto__&nav-style=toString&layout-type=constructor')).toEqual([]);
    expect(settingsActionsFromQuery('?theme=DARK&layout-type=boxed%20')).toEqual([]);
    expect(settingsActionsFromQuery('')).toEqual([]);
  });

  it('keeps the good values when others are bad', () => {
    expect(settingsActionsFromQuery('?theme=neon&nav-style=below-header&layout-type=wide')).toEqual([
      { type: 'settings/navStyleSwitched', navStyle: 'below-header' },
    ]);
  });

  it('reads the constant names of the console it replaces', () => {
    expect(settingsActionsFromQuery('?theme=THEME_TYPE_DARK&nav-style=NAV_STYLE_ABOVE_HEADER&layout-type=LAYOUT_TYPE_FRAMED')).toEqual([
      { type: 'settings/themeTypeSwitched', themeType: 'dark' },
      { type: 'settings/navStyleSwitched', navStyle: 'above-header' },
      { type: 'settings/layoutTypeSwitched', layoutType: 'framed' },
    ]);
  });
});
