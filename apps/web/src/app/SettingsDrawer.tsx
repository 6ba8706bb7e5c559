import { Skeleton } from 'antd';
import { EndDrawer } from '../components/EndDrawer.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The colour picker is large and most sessions never open the panel: fetch it on first opening.
const LookSettings = lazy(() => import('./LookSettings.tsx'));

/** The look settings, in a panel that slides in from the far side of the window. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EndDrawer
      open={open}
      onClose={onClose}
      title={t('look.title')}
      size={380}
      className="look-drawer"
      data-testid="settings-drawer"
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <LookSettings />
      </Suspense>
    </EndDrawer>
  );
}
