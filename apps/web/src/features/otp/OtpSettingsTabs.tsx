import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const TAB_PATHS = { methods: '/otp-settings', logs: '/otp-settings/logs' } as const;

/** The two pages of OTP Dashboard Settings as tabs: each its own address, so a log link keeps its filters. */
export function OtpSettingsTabs({ active, children }: { active: keyof typeof TAB_PATHS; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(key === 'logs' ? TAB_PATHS.logs : TAB_PATHS.methods)}
        items={[
          { key: 'methods', label: <span data-testid="otp-tab-methods">{t('otp.tabs.methods')}</span> },
          { key: 'logs', label: <span data-testid="otp-tab-logs">{t('otp.tabs.logs')}</span> },
        ]}
      />
      {children}
    </>
  );
}
