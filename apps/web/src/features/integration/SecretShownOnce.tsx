import { Alert, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A key or signing secret the server sends once: shown to copy, with a warning that it will not be shown again. */
export function SecretShownOnce({ title, secret, onClose, testId }: { title: ReactNode; secret: string; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} onOk={onClose} onCancel={onClose} okText={t('integration.secret.done')} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false} data-testid={testId}>
      <Alert type="warning" showIcon message={t('integration.secret.once')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret, tooltips: [t('integration.secret.copy'), t('integration.secret.copied')] }} code dir="ltr" style={{ wordBreak: 'break-all' }} data-testid={`${testId}-value`}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
