import { DownloadOutlined, KeyOutlined, LogoutOutlined, SafetyOutlined, StopOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type DropdownProps, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../components/use-can.ts';
import { useLogout } from '../features/auth/use-logout.ts';
import { useAppState } from './state/use-app-state.ts';

export type AccountModal = 'changePassword' | 'gauthSetup' | 'gauthDisable' | 'downloadLogs';

interface AppUserMenuProps {
  onOpen: (modal: AccountModal) => void;
  /** The avatar alone, for a sidebar folded to icons. */
  compact?: boolean;
  placement?: DropdownProps['placement'];
}

export function AppUserMenu({ onOpen, compact = false, placement = 'bottomRight' }: AppUserMenuProps) {
  const { t } = useTranslation();
  const { authUser } = useAppState().auth;
  const logout = useLogout();
  const canReadLogs = useCan('logs.read');
  const name = authUser?.name || localStorage.getItem('name') || '';

  const items: MenuProps['items'] = [
    {
      key: 'changePassword',
      icon: <KeyOutlined />,
      label: t('userMenu.changePassword'),
      'data-testid': 'menu-change-password',
      onClick: () => onOpen('changePassword'),
    },
    authUser?.isGAuthEnabled
      ? {
          key: 'gauthDisable',
          icon: <StopOutlined />,
          label: t('userMenu.gauthDisable'),
          'data-testid': 'menu-gauth-disable',
          onClick: () => onOpen('gauthDisable'),
        }
      : {
          key: 'gauthSetup',
          icon: <SafetyOutlined />,
          label: t('userMenu.gauthSetup'),
          'data-testid': 'menu-gauth-setup',
          onClick: () => onOpen('gauthSetup'),
        },
    ...(canReadLogs
      ? [
          {
            key: 'downloadLogs',
            icon: <DownloadOutlined />,
            label: t('userMenu.downloadLogs'),
            'data-testid': 'menu-download-logs',
            onClick: () => onOpen('downloadLogs'),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('userMenu.logout'),
      'data-testid': 'menu-logout',
      onClick: () => void logout(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement={placement}>
      <button type="button" className="app-user-menu" data-testid="user-menu" aria-label={t('userMenu.open')}>
        <Avatar style={{ flexShrink: 0 }}>{name.trim().charAt(0).toUpperCase() || '?'}</Avatar>
        {/* Kept for screen readers and tests when folded: the name stays the button's text. */}
        <Typography.Text className={compact ? 'app-user-menu__name app-visually-hidden' : 'app-user-menu__name'} data-testid="user-name">
          {name}
        </Typography.Text>
      </button>
    </Dropdown>
  );
}
