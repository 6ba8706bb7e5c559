import { LogoutOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout.ts';

/**
 * Blocks the console while the account owes its 2FA set-up: it explains why, and leads to the
 * set-up (or out). It cannot be dismissed, since every screen behind it would only fail.
 */
export function TwoFactorRequiredModal({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Modal open closable={false} keyboard={false} mask={{ closable: false }} footer={null} width={520}>
      <Result
        icon={<SafetyOutlined />}
        title={t('access.twoFactorRequired.title')}
        subTitle={t('access.twoFactorRequired.body')}
        style={{ padding: '16px 0 8px' }}
        data-testid="two-factor-required"
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="two-factor-required-logout">
              {t('access.twoFactorRequired.logout')}
            </Button>
            <Button type="primary" icon={<SafetyOutlined />} onClick={onSetUp} data-testid="two-factor-required-setup">
              {t('access.twoFactorRequired.setUp')}
            </Button>
          </Space>
        }
      />
    </Modal>
  );
}
