import { PASSWORD_MIN_LENGTH } from '@exchange/contract/auth/credentials';
import type { RegisterRequest } from '@exchange/contract/auth/access-requests';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { usePublicSettings } from '../../app/use-public-settings.ts';
import { emailRules } from '../../components/form-rules.ts';
import { AuthCardLayout } from './AuthCardLayout.tsx';
import { register } from './auth-queries.ts';

const registerFields = ['username', 'email', 'password'] as const;

export default function SignUpPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterRequest>();
  const passwordMinLength = usePublicSettings()?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  const [submitting, setSubmitting] = useState(false);
  const [filed, setFiled] = useState(false);

  const onFinish = async (values: RegisterRequest) => {
    setSubmitting(true);
    try {
      await register(values);
      setFiled(true);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, registerFields);
      form.setFields(fieldErrors);
      if (fieldErrors.length === 0) void message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (filed) {
    return (
      <AuthCardLayout title={t('signUp.title')}>
        <Result
          status="success"
          title={t('signUp.pendingTitle')}
          subTitle={t('signUp.pendingBody')}
          style={{ padding: '8px 0 0' }}
          data-testid="signup-pending"
          extra={
            <Button type="primary" onClick={() => void navigate('/signin')}>
              {t('signUp.backToSignIn')}
            </Button>
          }
        />
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <Form form={form} name="signup" layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <Form.Item
          name="username"
          label={t('signUp.username')}
          rules={[{ required: true, whitespace: true, message: t('signUp.usernameRequired') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('signUp.email')}
          validateFirst
          rules={emailRules({ required: t('signUp.emailRequired'), invalid: t('signUp.emailInvalid') })}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signUp.password')}
          extra={t('signUp.passwordHint', { min: passwordMinLength })}
          validateFirst
          rules={[
            { required: true, message: t('signUp.passwordRequired') },
            { min: passwordMinLength, message: t('signUp.passwordTooShort', { min: passwordMinLength }) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="signup-submit">
            {t('signUp.submit')}
          </Button>
        </Form.Item>
      </Form>
      <p className="auth-page__switch">
        {t('signUp.haveAccount')} <Link to="/signin">{t('signUp.signIn')}</Link>
      </p>
    </AuthCardLayout>
  );
}
