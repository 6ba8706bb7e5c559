import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResendInvitation, useSendPasswordReset } from './admin-queries.ts';
import { SubAdminConfirmModal } from './SubAdminConfirmModal.tsx';

/**
 * Confirms sending a fresh one-time link: the invitation again while it is pending, a password reset
 * link once the admin has a password. The mail, not this screen, carries it. Mount it only while open.
 */
export function SubAdminResendModal({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const invitation = useResendInvitation();
  const reset = useSendPasswordReset();
  const pending = admin.invitationPending;
  const resend = pending ? invitation : reset;
  return (
    <SubAdminConfirmModal
      title={pending ? t('subAdmins.resend.title', { name: admin.name }) : t('subAdmins.resend.resetTitle', { name: admin.name })}
      okText={pending ? t('subAdmins.resend.confirm') : t('subAdmins.resend.resetConfirm')}
      testId="subadmin-resend-confirm"
      run={() => resend.mutateAsync(admin.id)}
      pending={resend.isPending}
      done={pending ? t('subAdmins.resend.sent', { email: admin.email }) : t('subAdmins.resend.resetSent', { email: admin.email })}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {pending ? t('subAdmins.resend.bodyPending', { email: admin.email }) : t('subAdmins.resend.bodyReset', { email: admin.email })}
      </Typography.Paragraph>
    </SubAdminConfirmModal>
  );
}
