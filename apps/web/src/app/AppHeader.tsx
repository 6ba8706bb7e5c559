import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppBrand } from './AppBrand.tsx';
import { AppHorizontalNav } from './AppHorizontalNav.tsx';
import { DarkArea } from './DarkArea.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { navLayout } from './nav-layout.ts';
import { toggleCollapsedNav } from './state/common-reducer.ts';
import { useSetLook } from './use-set-look.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useExchangeName } from './use-exchange-name.ts';
import { usePageTitle } from './use-page-title.ts';

export function AppHeader() {
  const { t } = useTranslation();
  const { navStyle } = useAppState().settings;
  const { navCollapsed, width } = useAppState().common;
  const dispatch = useAppDispatch();
  const setLook = useSetLook();
  const exchangeName = useExchangeName();
  const title = usePageTitle();
  const layout = navLayout(navStyle, width);

  // The tab is named even in the styles that have no header.
  useDocumentTitle(title, exchangeName);
  if (!layout.header) return null;

  // On a wide screen the button folds the sidebar to icons; on a small one it opens the drawer.
  const folded = layout.toggle === 'drawer' ? !navCollapsed : navStyle === 'mini-sidebar';
  const toggle = () => {
    if (layout.toggle === 'drawer') dispatch(toggleCollapsedNav(!navCollapsed));
    // Through the look setter, as the settings panel does: a nav-style left in the address by a link
    // would otherwise unfold the sidebar again at the next reload.
    else setLook({ navStyle: navStyle === 'mini-sidebar' ? 'fixed' : 'mini-sidebar' });
  };
  const FoldIcon = folded ? MenuUnfoldOutlined : MenuFoldOutlined;
  const dark = layout.header.tone === 'dark';

  return (
    <DarkArea dark={dark}>
      <Layout.Header className={`app-header app-bar--${layout.header.tone}`} data-testid="app-header">
        {layout.toggle && (
          <Button
            type="text"
            className="app-bar-button"
            // Fold and unfold icons point towards the sidebar, which is on the right in Arabic.
            icon={<FoldIcon className="app-flip-rtl" />}
            onClick={toggle}
            aria-label={t('layout.toggleMenu')}
            aria-expanded={layout.toggle === 'drawer' ? navCollapsed : !folded}
            data-testid="sidebar-toggle"
          />
        )}
        {layout.header.brand && <AppBrand />}
        {layout.horizontal?.place === 'inside' && <AppHorizontalNav tone={layout.horizontal.tone} inHeader />}
        {layout.header.title ? (
          <Typography.Title level={4} className="app-header__title" data-testid="header-title">
            {title}
          </Typography.Title>
        ) : (
          layout.horizontal?.place !== 'inside' && <div className="app-header__spacer" />
        )}
        <HeaderActions />
      </Layout.Header>
    </DarkArea>
  );
}
