import type { ChangePasswordRequest } from '@exchange/contract/auth/session';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { changePassword } from './auth-queries.ts';

const toastSeconds = 2;
const passwordFields = ['password', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [submitting, setSubmitting] = useState(false);

  // New and confirmation are compared by the server only, as the spec says; its 400 lands on the field.
  const onFinish = async (values: ChangePasswordRequest) => {
    setSubmitting(true);
    try {
      await changePassword(values);
      void message.success(t('changePassword.success'), toastSeconds);
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsOf(error, passwordFields));
      void message.error(errorMessage(error), toastSeconds);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open title={t('changePassword.title')} footer={null} onCancel={onClose} width={440}>
      <Form form={form} name="changePassword" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="password"
          label={t('changePassword.password')}
          rules={[{ required: true, message: t('changePassword.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('changePassword.newPassword')}
          rules={[{ required: true, message: t('changePassword.newPasswordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('changePassword.confirmPassword')}
          rules={[{ required: true, message: t('changePassword.confirmPasswordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-password-submit">
            {t('changePassword.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
