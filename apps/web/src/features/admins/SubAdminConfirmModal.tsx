import { Alert, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';

export interface SubAdminConfirmModalProps {
  title: string;
  okText: string;
  testId: string;
  /** Runs the action; the modal shows it pending and closes when it resolves. */
  run: () => Promise<unknown>;
  pending: boolean;
  done: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Confirms one action on another admin (unlock, send a link). A 403 or 409 means the admin changed
 * meanwhile (deactivated, unlocked, accepted) or is a super admin: retrying from here cannot help, so
 * it closes with the reason; anything else stays open to retry.
 */
export function SubAdminConfirmModal({ title, okText, testId, run, pending, done, onClose, children }: SubAdminConfirmModalProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await run();
      void message.success(done, 6);
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) {
        void message.error(errorMessage(error), 6);
        onClose();
      } else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      mask={{ closable: !pending }}
      okButtonProps={{ ...({ 'data-testid': testId } as ButtonProps) }}
      width={480}
    >
      {children}
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
