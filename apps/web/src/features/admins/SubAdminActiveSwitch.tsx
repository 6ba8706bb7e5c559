import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Popconfirm, Switch, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useSetSubAdminActive } from './admin-queries.ts';

export interface SubAdminActiveSwitchProps {
  admin: SubAdmin;
  /** admins.manage; without it the switch only shows the state. */
  canManage: boolean;
  /** The signed-in admin's own row: the server refuses to deactivate oneself, so the switch says so first. */
  isSelf: boolean;
}

/** Activate or deactivate an admin; the dialog says that deactivation signs it out at once. */
export function SubAdminActiveSwitch({ admin, canManage, isSelf }: SubAdminActiveSwitchProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const setActive = useSetSubAdminActive();
  const next = !admin.isActive;
  const name = { name: admin.name };

  const toggle = (
    <Switch
      size="small"
      checked={admin.isActive}
      loading={setActive.isPending}
      disabled={!canManage || isSelf}
      aria-label={t('subAdmins.active.label', name)}
      data-testid="subadmin-active-switch"
      data-checked={admin.isActive ? 'true' : 'false'}
    />
  );
  if (!canManage) return toggle;
  if (isSelf) {
    return (
      <Tooltip title={t('subAdmins.active.notYourself')}>
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{toggle}</span>
      </Tooltip>
    );
  }

  // Errors are shown here and swallowed: Popconfirm would leave a rejected promise unhandled.
  const confirm = async () => {
    try {
      const updated = await setActive.mutateAsync({ adminId: admin.id, isActive: next });
      void message.success(t(updated.isActive ? 'subAdmins.active.activated' : 'subAdmins.active.deactivated', { name: updated.name }));
    } catch (error) {
      // 409: the last super admin, or oneself; 403: only a super admin changes a super admin.
      void message.error(errorMessage(error), 6);
    }
  };

  return (
    <Popconfirm
      title={next ? t('subAdmins.active.activateTitle', name) : t('subAdmins.active.deactivateTitle', name)}
      description={<div style={{ maxWidth: 340 }}>{next ? t('subAdmins.active.activateBody') : t('subAdmins.active.deactivateBody')}</div>}
      okText={next ? t('subAdmins.active.activate') : t('subAdmins.active.deactivate')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !next, ...({ 'data-testid': 'subadmin-active-confirm' } as ButtonProps) }}
      onConfirm={confirm}
    >
      {toggle}
    </Popconfirm>
  );
}
