import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SET_PASSWORD_TOKEN_MAX, SET_PASSWORD_TOKEN_MIN } from '@exchange/contract/auth/credentials';
import type { PasswordLinkPurpose, PasswordLinkStateName } from '@exchange/contract/auth/password-link-rules';
import { LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { usePublicSettings } from '../../app/use-public-settings.ts';
import { AuthCardLayout } from './AuthCardLayout.tsx';
import { authKeys, checkPasswordLink, setPasswordFromLink } from './auth-queries.ts';

interface SetPasswordForm {
  password: string;
  confirm: string;
}

type LinkProblem = Exclude<PasswordLinkStateName, 'VALID'>;

/** A link whose token the server refused on submit: it was used or replaced meanwhile (another tab), or expired. */
const isInvalidLink = (error: unknown) => error instanceof ApiRequestError && error.status === 400 && error.details.some((d) => d.field === 'token');

const problemTexts = {
  USED: { title: 'setPassword.usedTitle', body: 'setPassword.usedBody' },
  REPLACED: { title: 'setPassword.replacedTitle', body: 'setPassword.replacedBody' },
  EXPIRED: { title: 'setPassword.expiredTitle', body: 'setPassword.expiredBody' },
  UNKNOWN: { title: 'setPassword.unknownTitle', body: 'setPassword.unknownBody' },
} as const satisfies Record<LinkProblem, { title: string; body: string }>;

/**
 * Where the one-time link of an invitation or a password reset leads: the admin chooses its own
 * password here, so nobody else ever knows it. Public, like /signin. The link is checked as the page
 * opens: one that cannot work any more says why and what to do, instead of a form that would fail.
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
  const [done, setDone] = useState(false);
  // Refused on submit although the check said it worked: whatever the next check says, no form.
  const [refused, setRefused] = useState(false);
  // The contract's token bounds: a shorter or longer one is no link the server ever sent.
  const wellFormed = token.length >= SET_PASSWORD_TOKEN_MIN && token.length <= SET_PASSWORD_TOKEN_MAX;
  const link = useQuery({
    queryKey: authKeys.passwordLink(token),
    queryFn: ({ signal }) => checkPasswordLink(token, signal),
    enabled: wellFormed && !done,
    retry: false,
  });

  const onFinish = async ({ password }: SetPasswordForm) => {
    setSubmitting(true);
    try {
      await setPasswordFromLink({ token, password });
      setDone(true);
    } catch (error) {
      if (isInvalidLink(error)) {
        setRefused(true);
        // Why it no longer works: used, replaced or expired since the page opened.
        void link.refetch();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, ['password'] as const);
      form.setFields(fieldErrors);
      if (fieldErrors.length === 0) void message.error(errorMessage(error), 6);
    } finally {
      setSubmitting(false);
    }
  };

  const purpose: PasswordLinkPurpose = link.data?.purpose ?? 'INVITATION';
  const title = purpose === 'RESET' ? t('setPassword.resetTitle') : t('setPassword.title');

  const toSignIn = (
    <Button type="primary" onClick={() => void navigate('/signin')} data-testid="set-password-signin" key="signin">
      {t('setPassword.toSignIn')}
    </Button>
  );

  if (done) {
    return (
      <AuthCardLayout title={title}>
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

  if (wellFormed && link.isPending) {
    return (
      <AuthCardLayout title={title}>
        <Flex justify="center" style={{ padding: '24px 0' }} data-testid="set-password-checking">
          <Spin aria-label={t('setPassword.checking')} />
        </Flex>
      </AuthCardLayout>
    );
  }

  if (wellFormed && link.isError) {
    return (
      <AuthCardLayout title={title}>
        <Result
          status="error"
          title={t('setPassword.checkFailed')}
          subTitle={errorMessage(link.error)}
          style={{ padding: '8px 0 0' }}
          extra={
            <Button type="primary" onClick={() => void link.refetch()} loading={link.isFetching} data-testid="set-password-retry">
              {t('common.retry')}
            </Button>
          }
          data-testid="set-password-check-failed"
        />
      </AuthCardLayout>
    );
  }

  const state: PasswordLinkStateName = !wellFormed ? 'UNKNOWN' : link.data?.state ?? 'UNKNOWN';
  const problem: LinkProblem | null = state !== 'VALID' ? state : refused && !link.isFetching ? 'UNKNOWN' : null;
  if (problem) {
    return (
      <AuthCardLayout title={title}>
        <Result
          status="warning"
          title={t(problemTexts[problem].title)}
          subTitle={t(problemTexts[problem].body)}
          style={{ padding: '8px 0 0' }}
          extra={[
            toSignIn,
            <Button key="new" onClick={() => void navigate('/forgot-password')} data-testid="set-password-new-link">
              {t('setPassword.newLink')}
            </Button>,
          ]}
          data-testid="set-password-invalid"
          data-state={problem}
        />
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={title} subtitle={purpose === 'RESET' ? t('setPassword.resetSubtitle') : t('setPassword.subtitle')}>
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
