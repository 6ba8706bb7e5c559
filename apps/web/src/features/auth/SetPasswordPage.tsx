import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SET_PASSWORD_TOKEN_MAX, SET_PASSWORD_TOKEN_MIN } from '@exchange/contract/auth/credentials';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { usePublicSettings } from '../../app/use-public-settings.ts';
import { AuthCardLayout } from './AuthCardLayout.tsx';
import { setPasswordFromLink } from './auth-queries.ts';

interface SetPasswordForm {
  password: string;
  confirm: string;
}

// The contract's setPasswordSchema: shorter or longer tokens are no link the server ever sent.

type Outcome = 'form' | 'done' | 'invalidLink';

/** A link whose token the server refused: used already, expired, replaced by a newer one, or mistyped. */
const isInvalidLink = (error: unknown) => error instanceof ApiRequestError && error.status === 400 && error.details.some((d) => d.field === 'token');

/**
 * Where the one-time link of an invitation (or a resent one) leads: the admin chooses its own
 * password here, so nobody else ever knows it. Public, like /signin.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<SetPasswordForm>();
  const passwordMinLength = usePublicSettings()?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  const [submitting, setSubmitting] = useState(false);
  const wellFormed = token.length >= SET_PASSWORD_TOKEN_MIN && token.length <= SET_PASSWORD_TOKEN_MAX;
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? 'form' : 'invalidLink');

  const onFinish = async ({ password }: SetPasswordForm) => {
    setSubmitting(true);
    try {
      await setPasswordFromLink({ token, password });
      setOutcome('done');
    } catch (error) {
      if (isInvalidLink(error)) {
        setOutcome('invalidLink');
        return;
      }
      const fieldErrors = fieldErrorsOf(error, ['password'] as const);
      form.setFields(fieldErrors);
      if (fieldErrors.length === 0) void message.error(errorMessage(error), 6);
    } finally {
      setSubmitting(false);
    }
  };

  const toSignIn = (
    <Button type="primary" onClick={() => void navigate('/signin')} data-testid="set-password-signin">
      {t('setPassword.toSignIn')}
    </Button>
  );

  if (outcome === 'done') {
    return (
      <AuthCardLayout title={t('setPassword.title')}>
        <Result
          status="success"
          title={t('setPassword.doneTitle')}
          subTitle={t('setPassword.doneBody')}
          style={{ padding: '8px 0 0' }}
          extra={toSignIn}
          data-testid="set-password-done"
        />
      </AuthCardLayout>
    );
  }

  if (outcome === 'invalidLink') {
    return (
      <AuthCardLayout title={t('setPassword.title')}>
        <Result
          status="warning"
          title={t('setPassword.invalidTitle')}
          subTitle={t('setPassword.invalidBody')}
          style={{ padding: '8px 0 0' }}
          extra={toSignIn}
          data-testid="set-password-invalid"
        />
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      <Form form={form} name="setPassword" layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
        <Form.Item
          name="password"
          label={t('setPassword.password')}
          extra={t('setPassword.passwordHint', { min: passwordMinLength })}
          validateFirst
          rules={[
            { required: true, message: t('setPassword.passwordRequired') },
            { min: passwordMinLength, message: t('setPassword.passwordTooShort', { min: passwordMinLength }) },
            { max: PASSWORD_MAX_LENGTH, message: t('setPassword.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus data-testid="set-password-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('setPassword.confirm')}
          dependencies={['password']}
          validateFirst
          rules={[
            { required: true, message: t('setPassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value: string | undefined) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('setPassword.mismatch'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="set-password-confirm" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="set-password-submit">
            {t('setPassword.submit')}
          </Button>
        </Form.Item>
      </Form>
      <p className="auth-page__switch">
        {t('setPassword.haveOne')} <Link to="/signin">{t('setPassword.signIn')}</Link>
      </p>
    </AuthCardLayout>
  );
}
