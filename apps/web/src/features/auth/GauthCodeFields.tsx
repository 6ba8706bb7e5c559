import { OTP_LENGTH } from '@exchange/contract/auth/credentials';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalizeOtp } from './otp-rule.ts';

/** The code and password pair that both enabling and disabling Google Authenticator ask for. */
export function GauthCodeFields({ invalid, onEdit }: { invalid: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const status = invalid ? 'error' : '';
  return (
    <>
      <Form.Item name="gAuthCode" label={t('gauth.code')} normalize={normalizeOtp}>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          placeholder={'0'.repeat(OTP_LENGTH)}
          status={status}
          style={{ letterSpacing: 4, fontVariantNumeric: 'tabular-nums' }}
          onChange={onEdit}
        />
      </Form.Item>
      <Form.Item name="loginPassword" label={t('gauth.password')}>
        <Input.Password autoComplete="current-password" status={status} onChange={onEdit} />
      </Form.Item>
    </>
  );
}
