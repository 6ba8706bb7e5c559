import { OTP_LENGTH } from '@exchange/contract/auth/credentials';
import type { LoginResult } from '@exchange/contract/auth/session';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { verifyGauthOtp } from './auth-queries.ts';
import { normalizeOtp, otpPattern } from './otp-rule.ts';

interface TwoFactorCodeModalProps {
  email: string;
  /** The token /admin/login gave a 2FA account: good for the verify call only, never stored. */
  pendingToken: string;
  onVerified: (result: LoginResult) => Promise<void>;
  onCancel: () => void;
}

interface TwoFactorValues {
  otpCode: string;
}

export function TwoFactorCodeModal({ email, pendingToken, onVerified, onCancel }: TwoFactorCodeModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TwoFactorValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async ({ otpCode }: TwoFactorValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const response = await verifyGauthOtp({ email, otpCode }, pendingToken);
      if (!response.result) {
        setFailure(t('signIn.vpn'));
        return;
      }
      await onVerified(response.data);
    } catch (error) {
      // The modal stays open: a mistyped or expired code is simply tried again.
      setFailure(errorMessage(error));
      // A code is good for one try; an empty field invites the next one without a second error under it.
      form.setFields([{ name: 'otpCode', value: '', errors: [] }]);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('twoFactor.title')}
      footer={null}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      width={400}
    >
      <Typography.Paragraph type="secondary">{t('twoFactor.prompt')}</Typography.Paragraph>
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="two-factor-error" />
      )}
      <Form form={form} name="twoFactor" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="otpCode"
          label={t('twoFactor.code')}
          normalize={normalizeOtp}
          rules={[{ required: true, pattern: otpPattern, message: t('twoFactor.invalid') }]}
        >
          <Input
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH}
            placeholder={'0'.repeat(OTP_LENGTH)}
            size="large"
            style={{ letterSpacing: 6, fontVariantNumeric: 'tabular-nums' }}
            onChange={() => setFailure(null)}
          />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} data-testid="two-factor-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="two-factor-submit">
            {t('twoFactor.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
