import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUnlockSubAdmin } from './admin-queries.ts';
import { SubAdminConfirmModal } from './SubAdminConfirmModal.tsx';

/**
 * Confirms lifting an admin's sign-in lockout before it runs out. The admin was locked for a reason
 * (wrong passwords or codes): the dialog says so before anyone clicks. Mount it only while open.
 */
export function SubAdminUnlockModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const unlock = useUnlockSubAdmin();
  return (
    <SubAdminConfirmModal
      title={t('subAdmins.unlock.title', { name: admin.name })}
      okText={t('subAdmins.unlock.confirm')}
      testId="subadmin-unlock-confirm"
      run={() => unlock.mutateAsync(admin.id)}
      pending={unlock.isPending}
      done={t('subAdmins.unlock.done', { name: admin.name })}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('subAdmins.unlock.body', { name: admin.name, until: admin.lockedUntil ? dates.shortDateTime(admin.lockedUntil) : '' })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('subAdmins.unlock.hint')}</Typography.Paragraph>
    </SubAdminConfirmModal>
  );
}
