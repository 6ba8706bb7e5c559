import type { ReactNode } from 'react';
import type { LayoutType, NavStyle, ThemeType } from './state/settings-reducer.ts';

/*
 * Small drawings of each look for the settings panel, so a choice can be recognised before it is
 * made. Fixed colours on purpose: a thumbnail shows the option, not the current theme.
 */

const W = 64;
const H = 44;

const palette = {
  page: '#eef1f5',
  card: '#ffffff',
  line: '#d5dbe3',
  dark: '#001529',
  darkest: '#141414',
  black: '#000000',
  darkCard: '#262626',
  item: '#9aa7b8',
  itemOnDark: '#5b6b80',
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className="look-thumb" width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Content lines: a few bars standing for cards and text. */
function Content({ x, y, w, h, dark = false }: { x: number; y: number; w: number; h: number; dark?: boolean }) {
  const card = dark ? palette.darkCard : palette.card;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} fill={dark ? palette.black : palette.page} />
      <rect x={x + 3} y={y + 3} width={w - 6} height={Math.max(4, h / 3 - 2)} rx={1.5} fill={card} />
      <rect x={x + 3} y={y + h / 3 + 3} width={(w - 9) / 2} height={Math.max(4, h / 2 - 5)} rx={1.5} fill={card} />
      <rect x={x + 6 + (w - 9) / 2} y={y + h / 3 + 3} width={(w - 9) / 2} height={Math.max(4, h / 2 - 5)} rx={1.5} fill={card} />
    </g>
  );
}

function MenuItems({ x, y, vertical, count, color, step = 6 }: { x: number; y: number; vertical: boolean; count: number; color: string; step?: number }) {
  return (
    <g fill={color}>
      {Array.from({ length: count }, (_, i) =>
        vertical ? (
          <rect key={i} x={x} y={y + i * step} width={step === 6 ? 8 : 3} height={2} rx={1} />
        ) : (
          <rect key={i} x={x + i * step} y={y} width={step - 3} height={2} rx={1} />
        ),
      )}
    </g>
  );
}

export function ThemeThumbnail({ themeType, primary }: { themeType: ThemeType; primary: string }) {
  const dark = themeType === 'dark';
  const sider = themeType === 'light' ? palette.card : dark ? palette.darkest : palette.dark;
  const header = dark ? palette.darkest : palette.card;
  return (
    <Frame>
      <Content x={16} y={9} w={48} h={35} dark={dark} />
      <rect x={0} y={0} width={16} height={H} fill={sider} />
      {themeType === 'light' && <rect x={15.5} y={0} width={0.5} height={H} fill={palette.line} />}
      <rect x={3} y={4} width={10} height={3} rx={1} fill={primary} />
      <MenuItems x={3} y={12} vertical count={4} color={themeType === 'light' ? palette.item : palette.itemOnDark} />
      <rect x={16} y={0} width={48} height={9} fill={header} />
      {!dark && <rect x={16} y={8.5} width={48} height={0.5} fill={palette.line} />}
    </Frame>
  );
}

export function NavStyleThumbnail({ navStyle, primary }: { navStyle: NavStyle; primary: string }) {
  const headerBar = (y: number, fill: string, withMark: boolean) => (
    <g>
      <rect x={0} y={y} width={W} height={8} fill={fill} />
      {withMark && <rect x={3} y={y + 2.5} width={8} height={3} rx={1} fill={primary} />}
      <circle cx={W - 5} cy={y + 4} r={2} fill={fill === palette.card ? palette.item : palette.itemOnDark} />
    </g>
  );
  const bar = (y: number, fill: string, items: string) => (
    <g>
      <rect x={0} y={y} width={W} height={6} fill={fill} />
      <MenuItems x={4} y={y + 2} vertical={false} count={4} color={items} step={9} />
    </g>
  );
  switch (navStyle) {
    case 'fixed':
    case 'mini-sidebar':
    case 'no-header-mini-sidebar':
    case 'no-header-expanded-sidebar': {
      const width = navStyle === 'fixed' || navStyle === 'no-header-expanded-sidebar' ? 16 : 7;
      const header = !navStyle.startsWith('no-header');
      return (
        <Frame>
          <Content x={width} y={header ? 8 : 0} w={W - width} h={header ? H - 8 : H} />
          {header && headerBar(0, palette.card, false)}
          {header && <rect x={width} y={7.5} width={W - width} height={0.5} fill={palette.line} />}
          <rect x={0} y={0} width={width} height={H} fill={palette.dark} />
          <rect x={width === 16 ? 3 : 1.5} y={3} width={width === 16 ? 10 : 4} height={3} rx={1} fill={primary} />
          {width === 16 ? (
            <MenuItems x={3} y={11} vertical count={4} color={palette.itemOnDark} />
          ) : (
            <MenuItems x={2} y={11} vertical count={4} color={palette.itemOnDark} step={5} />
          )}
          {!header && <circle cx={width / 2} cy={H - 5} r={2} fill={palette.itemOnDark} />}
        </Frame>
      );
    }
    case 'drawer':
      return (
        <Frame>
          <Content x={0} y={8} w={W} h={H - 8} />
          {headerBar(0, palette.card, false)}
          <g fill={palette.item}>
            <rect x={3} y={2} width={6} height={1} />
            <rect x={3} y={3.8} width={6} height={1} />
            <rect x={3} y={5.6} width={6} height={1} />
          </g>
          <rect x={0} y={0} width={W} height={H} fill="rgba(0,0,0,0.25)" />
          <rect x={0} y={0} width={20} height={H} fill={palette.dark} />
          <rect x={3} y={3} width={12} height={3} rx={1} fill={primary} />
          <MenuItems x={3} y={11} vertical count={4} color={palette.itemOnDark} />
        </Frame>
      );
    case 'default-horizontal':
      return (
        <Frame>
          <Content x={0} y={14} w={W} h={H - 14} />
          {headerBar(0, palette.card, true)}
          {bar(8, palette.card, palette.item)}
          <rect x={0} y={13.5} width={W} height={0.5} fill={palette.line} />
        </Frame>
      );
    case 'dark-horizontal':
      return (
        <Frame>
          <Content x={0} y={14} w={W} h={H - 14} />
          {headerBar(0, palette.dark, true)}
          {bar(8, palette.dark, palette.itemOnDark)}
          <rect x={0} y={7.75} width={W} height={0.5} fill="#0d2a47" />
        </Frame>
      );
    case 'inside-header-horizontal':
      return (
        <Frame>
          <Content x={0} y={9} w={W} h={H - 9} />
          <rect x={0} y={0} width={W} height={9} fill={palette.dark} />
          <rect x={3} y={3} width={8} height={3} rx={1} fill={primary} />
          <MenuItems x={15} y={3.5} vertical={false} count={4} color={palette.itemOnDark} step={9} />
          <circle cx={W - 5} cy={4.5} r={2} fill={palette.itemOnDark} />
        </Frame>
      );
    case 'above-header':
      return (
        <Frame>
          <Content x={0} y={14} w={W} h={H - 14} />
          {bar(0, palette.dark, palette.itemOnDark)}
          {headerBar(6, palette.card, true)}
          <rect x={0} y={13.5} width={W} height={0.5} fill={palette.line} />
        </Frame>
      );
    case 'below-header':
      return (
        <Frame>
          <Content x={0} y={14} w={W} h={H - 14} />
          {headerBar(0, palette.card, true)}
          {bar(8, primary, 'rgba(255,255,255,0.75)')}
        </Frame>
      );
  }
}

export function LayoutTypeThumbnail({ layoutType, primary }: { layoutType: LayoutType; primary: string }) {
  const inset = layoutType === 'full' ? 0 : layoutType === 'boxed' ? 10 : 4;
  const top = layoutType === 'framed' ? 4 : 0;
  const width = W - inset * 2;
  const height = H - top * 2;
  return (
    <Frame>
      <rect x={0} y={0} width={W} height={H} fill={layoutType === 'framed' ? primary : '#c9d1dc'} opacity={layoutType === 'framed' ? 0.35 : 1} />
      <g>
        <rect x={inset} y={top} width={width} height={height} rx={layoutType === 'framed' ? 3 : 0} fill={palette.page} />
        <rect x={inset} y={top} width={12} height={height} fill={palette.dark} rx={layoutType === 'framed' ? 3 : 0} />
        <rect x={inset + 12} y={top} width={width - 12} height={7} fill={palette.card} />
        <rect x={inset + 15} y={top + 10} width={width - 18} height={8} rx={1.5} fill={palette.card} />
        <rect x={inset + 15} y={top + 21} width={width - 18} height={height - 25} rx={1.5} fill={palette.card} />
      </g>
    </Frame>
  );
}
