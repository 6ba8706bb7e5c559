import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Alert, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useResendInvitation, useSendPasswordReset } from './admin-queries.ts';

/**
 * Confirms sending a fresh one-time link: the invitation again while it is pending, a password reset
 * link once the admin has a password. The mail, not this screen, carries it. Mount it only while open.
 */
export function SubAdminResendModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const invitation = useResendInvitation();
  const reset = useSendPasswordReset();
  const resend = admin.invitationPending ? invitation : reset;
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync(admin.id);
      void message.success(admin.invitationPending ? t('subAdmins.resend.sent', { email: admin.email }) : t('subAdmins.resend.resetSent', { email: admin.email }), 6);
      onClose();
    } catch (error) {
      // Deactivated or accepted meanwhile, or a super admin: retrying from here cannot help.
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) {
        void message.error(errorMessage(error), 6);
        onClose();
      } else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={admin.invitationPending ? t('subAdmins.resend.title', { name: admin.name }) : t('subAdmins.resend.resetTitle', { name: admin.name })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={admin.invitationPending ? t('subAdmins.resend.confirm') : t('subAdmins.resend.resetConfirm')}
      cancelText={t('common.cancel')}
      confirmLoading={resend.isPending}
      cancelButtonProps={{ disabled: resend.isPending }}
      mask={{ closable: !resend.isPending }}
      okButtonProps={{ ...({ 'data-testid': 'subadmin-resend-confirm' } as ButtonProps) }}
      width={480}
    >
      <Typography.Paragraph>
        {admin.invitationPending ? t('subAdmins.resend.bodyPending', { email: admin.email }) : t('subAdmins.resend.bodyReset', { email: admin.email })}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
