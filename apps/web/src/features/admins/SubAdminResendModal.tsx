import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Alert, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useResendInvitation } from './admin-queries.ts';

/** Confirms sending a fresh one-time link; the mail, not this screen, carries it. Mount it only while open. */
export function SubAdminResendModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const resend = useResendInvitation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync(admin.id);
      void message.success(t('subAdmins.resend.sent', { email: admin.email }), 6);
      onClose();
    } catch (error) {
      // Deactivated meanwhile, or a super admin: retrying from here cannot help.
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) {
        void message.error(errorMessage(error), 6);
        onClose();
      } else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={t('subAdmins.resend.title', { name: admin.name })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('subAdmins.resend.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={resend.isPending}
      cancelButtonProps={{ disabled: resend.isPending }}
      mask={{ closable: !resend.isPending }}
      okButtonProps={{ ...({ 'data-testid': 'subadmin-resend-confirm' } as ButtonProps) }}
      width={480}
    >
      <Typography.Paragraph>
        {admin.invitationPending ? t('subAdmins.resend.bodyPending', { email: admin.email }) : t('subAdmins.resend.bodyActive', { email: admin.email })}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
