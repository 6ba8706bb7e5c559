import { DesktopOutlined, DownOutlined, KeyOutlined, MailOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type SubAdminDialog =
  | { kind: 'invite' }
  | { kind: 'groups'; admin: SubAdmin }
  | { kind: 'resend'; admin: SubAdmin }
  | { kind: 'unlock'; admin: SubAdmin }
  | { kind: 'sessions'; admin: SubAdmin };

export interface SubAdminActionsProps {
  admin: SubAdmin;
  /** admins.manage: groups, invitations, password reset links, unlocking. */
  canManage: boolean;
  /** The row is the signed-in admin's own: nobody unlocks itself. */
  isSelf: boolean;
  /** sessions.manage: the sessions drawer. */
  canSessions: boolean;
  onOpen: (dialog: SubAdminDialog) => void;
}

/** One row's actions in a menu: three buttons per row would not fit the table on a laptop. */
export function SubAdminActions({ admin, canManage, isSelf, canSessions, onOpen }: SubAdminActionsProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    ...(canManage
      ? [
          {
            key: 'groups',
            icon: <TeamOutlined />,
            label: t('subAdmins.list.changeGroups'),
            'data-testid': 'subadmin-action-groups',
            onClick: () => onOpen({ kind: 'groups', admin }),
          },
          // Before the invitation is accepted, the invitation again; after it, what it really is: a password reset.
          admin.invitationPending
            ? {
                key: 'resend',
                icon: <MailOutlined />,
                // A deactivated admin could not sign in with a new password anyway.
                disabled: !admin.isActive,
                label: admin.isActive ? t('subAdmins.resend.label') : t('subAdmins.resend.labelInactive'),
                'data-testid': 'subadmin-action-resend',
                onClick: () => onOpen({ kind: 'resend', admin }),
              }
            : {
                key: 'reset',
                icon: <KeyOutlined />,
                disabled: !admin.isActive,
                label: admin.isActive ? t('subAdmins.resend.resetLabel') : t('subAdmins.resend.resetLabelInactive'),
                'data-testid': 'subadmin-action-reset',
                onClick: () => onOpen({ kind: 'resend', admin }),
              },
          ...(admin.lockedUntil && !isSelf
            ? [
                {
                  key: 'unlock',
                  icon: <UnlockOutlined />,
                  label: t('subAdmins.unlock.label'),
                  'data-testid': 'subadmin-action-unlock',
                  onClick: () => onOpen({ kind: 'unlock', admin }),
                },
              ]
            : []),
        ]
      : []),
    ...(canSessions
      ? [
          {
            key: 'sessions',
            icon: <DesktopOutlined />,
            label: t('subAdmins.list.sessions'),
            'data-testid': 'subadmin-action-sessions',
            onClick: () => onOpen({ kind: 'sessions', admin }),
          },
        ]
      : []),
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button size="small" aria-label={t('subAdmins.list.actionsFor', { name: admin.name })} data-testid="subadmin-actions">
        {t('subAdmins.list.manage')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
