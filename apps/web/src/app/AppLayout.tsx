import { Layout } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ChangePasswordModal } from '../features/auth/ChangePasswordModal.tsx';
import { DisableGoogleAuthModal } from '../features/auth/DisableGoogleAuthModal.tsx';
import { GoogleAuthSetupModal } from '../features/auth/GoogleAuthSetupModal.tsx';
import { DownloadLogsModal } from '../features/logs/DownloadLogsModal.tsx';
import { TwoFactorRequiredModal } from '../features/auth/TwoFactorRequiredModal.tsx';
import { useTwoFactorRequirement } from '../features/auth/use-two-factor-requirement.ts';
import { useTwoFactorReminder } from '../features/auth/use-two-factor-reminder.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AppHorizontalNav } from './AppHorizontalNav.tsx';
import { AppPageTitle } from './AppPageTitle.tsx';
import { AppSidebar } from './AppSidebar.tsx';
import type { AccountModal } from './AppUserMenu.tsx';
import { LayoutActionsContext, type LayoutActions } from './layout-actions-context.ts';
import { navLayout } from './nav-layout.ts';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { useAppState } from './state/use-app-state.ts';
import { useExchangeName } from './use-exchange-name.ts';
import { useSessionCheck } from './use-session-check.ts';
import { LiveQueuesProvider } from '../features/queues/LiveQueuesProvider.tsx';

/** The frame of every signed-in screen: sidebar, header with the user menu, content, footer. */
export default function AppLayout() {
  const { t } = useTranslation();
  const { layoutType, navStyle } = useAppState().settings;
  const { width } = useAppState().common;
  const exchangeName = useExchangeName();
  const [modal, setModal] = useState<AccountModal | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const close = () => setModal(null);
  const layout = navLayout(navStyle, width);
  const actions = useMemo<LayoutActions>(() => ({ openAccountModal: setModal, openSettings: () => setSettingsOpen(true) }), []);

  const me = useSessionCheck();
  const twoFactorRequired = useTwoFactorRequirement(me);
  const reminderHolder = useTwoFactorReminder(() => setModal('gauthSetup'));

  return (
    <LayoutActionsContext value={actions}>
      <LiveQueuesProvider>
      <Layout className={`app-shell app-shell--${layoutType} app-shell--nav-${navStyle}${layout.drawer ? ' app-shell--drawer' : ''}`} data-testid="app-shell">
        {reminderHolder}
        <AppSidebar />
        <Layout className="app-main">
          {layout.horizontal?.place === 'above' && <AppHorizontalNav tone={layout.horizontal.tone} />}
          <AppHeader />
          {layout.horizontal?.place === 'below' && <AppHorizontalNav tone={layout.horizontal.tone} />}
          <Layout.Content className="app-content">
            {!layout.header?.title && <AppPageTitle />}
            <Outlet />
          </Layout.Content>
          <Layout.Footer className="app-footer" data-testid="app-footer">
            {t('app.footer', { exchangeName })}
          </Layout.Footer>
        </Layout>
        {/* Mounted only while open, so each opening starts clean (a fresh QR secret, empty fields). */}
        {modal === 'changePassword' && <ChangePasswordModal onClose={close} />}
        {modal === 'gauthSetup' && <GoogleAuthSetupModal onClose={close} />}
        {modal === 'gauthDisable' && <DisableGoogleAuthModal onClose={close} />}
        {modal === 'downloadLogs' && <DownloadLogsModal onClose={close} />}
        {/* Stays until 2FA is on; it steps aside while the set-up it opened is running. */}
        {twoFactorRequired && modal !== 'gauthSetup' && <TwoFactorRequiredModal onSetUp={() => setModal('gauthSetup')} />}
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </Layout>
      </LiveQueuesProvider>
    </LayoutActionsContext>
  );
}
