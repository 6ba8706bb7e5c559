import type { ForgotPasswordRequest } from '@exchange/contract/auth/password-links';
import { EMAIL_MAX_LENGTH } from '@exchange/contract/auth/credentials';
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { emailRules } from '../../components/form-rules.ts';
import { AuthCardLayout } from './AuthCardLayout.tsx';
import { requestPasswordReset } from './auth-queries.ts';

/**
 * "Forgot password?": asks for the e-mail and answers the same whether or not an admin has it; the
 * e-mail, if any, carries a single-use link to the set-password page. Public, like /signin.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotPasswordRequest>();
  const [submitting, setSubmitting] = useState(false);
  const [validMinutes, setValidMinutes] = useState<number | null>(null);

  const onFinish = async (values: ForgotPasswordRequest) => {
    setSubmitting(true);
    try {
      const answer = await requestPasswordReset({ email: values.email.trim() });
      setValidMinutes(answer.linkValidMinutes);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, ['email'] as const);
      form.setFields(fieldErrors);
      // Too many requests, or the server cannot be reached.
      if (fieldErrors.length === 0) void message.error(errorMessage(error), 6);
    } finally {
      setSubmitting(false);
    }
  };

  if (validMinutes !== null) {
    return (
      <AuthCardLayout title={t('forgotPassword.title')}>
        <Result
          status="success"
          title={t('forgotPassword.sentTitle')}
          subTitle={t('forgotPassword.sentBody', { minutes: validMinutes })}
          style={{ padding: '8px 0 0' }}
          data-testid="forgot-password-sent"
          extra={
            <Button type="primary" onClick={() => void navigate('/signin')}>
              {t('forgotPassword.backToSignIn')}
            </Button>
          }
        />
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Form form={form} name="forgotPassword" layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <Form.Item
          name="email"
          label={t('forgotPassword.email')}
          validateFirst
          rules={emailRules(
            { required: t('forgotPassword.emailRequired'), invalid: t('forgotPassword.emailInvalid') },
            { length: EMAIL_MAX_LENGTH, message: t('common.tooLong', { max: EMAIL_MAX_LENGTH }) },
          )}
        >
          <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus data-testid="forgot-password-email" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="forgot-password-submit">
            {t('forgotPassword.submit')}
          </Button>
        </Form.Item>
      </Form>
      <p className="auth-page__switch">
        {t('forgotPassword.remembered')} <Link to="/signin">{t('forgotPassword.signIn')}</Link>
      </p>
    </AuthCardLayout>
  );
}
