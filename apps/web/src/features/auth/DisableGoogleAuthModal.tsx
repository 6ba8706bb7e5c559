import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { disableGauth } from './auth-queries.ts';
import { GauthCodeFields } from './GauthCodeFields.tsx';
import { completeGauthForm, gauthFields, type GauthFormValues } from './gauth-form.ts';
import { useSetGAuthEnabled } from './use-set-gauth-enabled.ts';

export function DisableGoogleAuthModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<GauthFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const setGAuthEnabled = useSetGAuthEnabled();

  const onFinish = async (values: GauthFormValues) => {
    const request = completeGauthForm(values);
    if (!request) {
      setFailure(t('gauth.invalid'));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await disableGauth(request);
      setGAuthEnabled(false);
      void message.success(t('gauthDisable.success'));
      onClose();
    } catch (error) {
      // A wrong code or password is said under that field, beside its label; anything else above the form.
      const fieldErrors = fieldErrorsOf(error, gauthFields);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open title={t('gauthDisable.title')} footer={null} onCancel={onClose} width={440}>
      <Form form={form} name="gauthDisable" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Typography.Paragraph type="secondary">{t('gauthDisable.help')}</Typography.Paragraph>
        {failure && (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="gauth-disable-error" />
        )}
        <GauthCodeFields invalid={failure !== null} onEdit={() => setFailure(null)} />
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button danger type="primary" htmlType="submit" loading={submitting} data-testid="gauth-disable-submit">
            {t('gauthDisable.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
