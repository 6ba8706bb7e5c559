import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider, Menu, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useNavGroups, useSelectedNavKey } from './AppSidebar.tsx';
import type { BarTone } from './nav-layout.ts';

interface AppHorizontalNavProps {
  tone: BarTone;
  /** Inside the header it shares the row; otherwise it is a bar of its own. */
  inHeader?: boolean;
}

/** The horizontal nav styles' menu: one drop-down per sidebar group, the current one marked. */
export function AppHorizontalNav({ tone, inHeader = false }: AppHorizontalNavProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const selected = useSelectedNavKey();
  const groups = useNavGroups();

  const items: MenuProps['items'] = groups.map((group) => ({
    key: `group-${group.key}`,
    label: (
      <span className="app-hnav__group">
        {group.label}
        <DownOutlined className="app-hnav__caret" aria-hidden="true" />
      </span>
    ),
    children: group.children,
    'data-testid': `nav-group-${group.key}`,
  }));

  const menu = (
    <Menu
      mode="horizontal"
      theme={tone === 'light' ? 'light' : 'dark'}
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => void navigate(key)}
      className="app-hnav__menu"
      data-testid="horizontal-nav"
    />
  );

  const body =
    tone === 'primary' ? (
      // A menu in the primary colour: antd's dark menu, repainted, so that its hover and
      // selection keep working on the coloured bar.
      <ConfigProvider
        theme={{
          components: {
            Menu: {
              darkItemBg: token.colorPrimary,
              darkSubMenuItemBg: token.colorPrimary,
              darkItemColor: 'rgba(255, 255, 255, 0.82)',
              darkItemHoverColor: '#fff',
              darkItemHoverBg: 'rgba(0, 0, 0, 0.12)',
              darkItemSelectedColor: '#fff',
              darkItemSelectedBg: 'rgba(0, 0, 0, 0.2)',
              darkPopupBg: token.colorPrimary,
            },
          },
        }}
      >
        {menu}
      </ConfigProvider>
    ) : (
      menu
    );

  if (inHeader) return <nav className="app-hnav app-hnav--in-header">{body}</nav>;
  return (
    <nav className={`app-hnav app-hnav--bar app-bar--${tone}`}>
      <div className="app-hnav__inner">{body}</div>
    </nav>
  );
}
