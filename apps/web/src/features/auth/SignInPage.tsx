import type { LoginRequest, LoginResult } from '@exchange/contract/auth/session';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, theme, type InputRef } from 'antd';
// The two inputs themselves: antd's Input also carries TextArea, Search and OTP, which the page never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { readSignInParams } from '../../app/return-path.ts';
import { RouteProgressBar } from '../../app/RouteProgressBar.tsx';
import { setUserData, setUserToken } from '../../app/state/auth-reducer.ts';
import { fetchError, fetchStart, fetchSuccess } from '../../app/state/common-reducer.ts';
import { useAppDispatch, useAppState } from '../../app/state/use-app-state.ts';
import { AuthCardLayout } from './AuthCardLayout.tsx';
import { login } from './auth-queries.ts';
import { completeSignIn } from './complete-sign-in.ts';

// Most admins never see it before 2FA is on, and Modal is a large part of antd: fetch it on demand.
const TwoFactorCodeModal = lazy(() => import('./TwoFactorCodeModal.tsx').then((m) => ({ default: m.TwoFactorCodeModal })));

interface PendingSecondFactor {
  email: string;
  token: string;
}

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;

// The same test antd's `type: 'email'` rule makes: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignInPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Like antd's Form: nothing is judged before the first submit, then every change is.
  const [tried, setTried] = useState(false);
  const emailRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const dispatch = useAppDispatch();
  const { loading } = useAppState().common;
  const navigate = useNavigate();
  const { sessionEnded, returnTo } = readSignInParams(useSearchParams()[0]);
  // Held in memory only: a pending token must not outlive this screen or reach storage.
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);

  const enter = async (result: LoginResult) => {
    const user = await completeSignIn(result);
    dispatch(setUserToken(result.accessToken));
    dispatch(setUserData(user));
    dispatch(fetchSuccess());
    await navigate(returnTo ?? '/');
  };

  const validate = (candidate: LoginRequest): FieldErrors => ({
    email: emailPattern.test(candidate.email) ? undefined : t('signIn.emailInvalid'),
    password: candidate.password ? undefined : t('signIn.passwordRequired'),
  });

  const change = (field: keyof LoginRequest, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setTried(true);
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else void onFinish(values);
  };

  const onFinish = async (values: LoginRequest) => {
    dispatch(fetchStart());
    try {
      const response = await login(values);
      if (!response.result) {
        dispatch(fetchError(t('signIn.vpn')));
        return;
      }
      if (response.data.isGAuthEnabled) {
        dispatch(fetchSuccess());
        setPending({ email: values.email, token: response.data.accessToken });
        return;
      }
      await enter(response.data);
    } catch (error) {
      dispatch(fetchError(errorMessage(error)));
    }
  };

  return (
    <AuthCardLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {/*
        A plain form on antd's inputs: antd's Form with its validator would add about 20 kB gzipped
        to the sign-in page, the one page every admin loads, for two fields.
      */}
      {sessionEnded && (
        <p
          className="auth-notice"
          role="status"
          style={{ ['--auth-notice-bg' as string]: token.colorWarningBg, ['--auth-notice-border' as string]: token.colorWarningBorder }}
          data-testid="session-ended"
        >
          {t('signIn.sessionEnded')}
        </p>
      )}
      <form name="signin" className="auth-form" noValidate onSubmit={onSubmit} style={{ ['--auth-error' as string]: token.colorError }}>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="signin_email">
            {t('signIn.email')}
          </label>
          <Input
            ref={emailRef}
            id="signin_email"
            name="email"
            size="large"
            prefix={<MailOutlined />}
            autoComplete="username"
            inputMode="email"
            autoFocus
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            status={errors.email ? 'error' : undefined}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="signin_email_help"
          />
          <div id="signin_email_help" className="auth-field__error" role="alert">
            {errors.email}
          </div>
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="signin_password">
            {t('signIn.password')}
          </label>
          <Password
            ref={passwordRef}
            id="signin_password"
            name="password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            status={errors.password ? 'error' : undefined}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby="signin_password_help"
          />
          <div id="signin_password_help" className="auth-field__error" role="alert">
            {errors.password}
          </div>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={loading} data-testid="signin-submit" className="auth-form__submit">
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="auth-page__switch auth-page__forgot">
        <Link to="/forgot-password" data-testid="signin-forgot-password">
          {t('signIn.forgotPassword')}
        </Link>
      </p>
      <p className="auth-page__switch">
        {t('signIn.noAccount')} <Link to="/signup">{t('signIn.requestAccess')}</Link>
      </p>
      {pending && (
        <Suspense fallback={<RouteProgressBar />}>
          <TwoFactorCodeModal
            email={pending.email}
            pendingToken={pending.token}
            onVerified={enter}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </AuthCardLayout>
  );
}
