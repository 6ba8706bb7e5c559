import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Alert, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUnlockSubAdmin } from './admin-queries.ts';

/**
 * Confirms lifting an admin's sign-in lockout before it runs out. The admin was locked for a reason
 * (wrong passwords or codes): the dialog says so before anyone clicks. Mount it only while open.
 */
export function SubAdminUnlockModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const dates = useDateFormat();
  const unlock = useUnlockSubAdmin();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await unlock.mutateAsync(admin.id);
      void message.success(t('subAdmins.unlock.done', { name: admin.name }), 6);
      onClose();
    } catch (error) {
      // 409: the lock ran out or another admin lifted it; 403: a super admin's. The list refreshes either way.
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) {
        void message.error(errorMessage(error), 6);
        onClose();
      } else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={t('subAdmins.unlock.title', { name: admin.name })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('subAdmins.unlock.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={unlock.isPending}
      cancelButtonProps={{ disabled: unlock.isPending }}
      mask={{ closable: !unlock.isPending }}
      okButtonProps={{ ...({ 'data-testid': 'subadmin-unlock-confirm' } as ButtonProps) }}
      width={480}
    >
      <Typography.Paragraph>
        {t('subAdmins.unlock.body', { name: admin.name, until: admin.lockedUntil ? dates.shortDateTime(admin.lockedUntil) : '' })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('subAdmins.unlock.hint')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
