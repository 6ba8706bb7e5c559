import { EyeOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import type { SendOtpResult, UserToken } from '@exchange/contract/view-as/view-as';
import { VIEW_AS_OTP_DIGITS, VIEW_AS_REASON_MAX, VIEW_AS_REASON_MIN, VIEW_AS_TOKEN_MINUTES } from '@exchange/contract/view-as/view-as-rules';
import { Alert, Button, Flex, Form, Input, Modal, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useCan } from '../../components/use-can.ts';
import { useIssueViewAsToken, useSendViewAsCode } from './view-as-queries.ts';

/** mm:ss until `iso`, ticking every second; 00:00 once past. */
function useCountdown(iso: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return { left: '', expired: false };
  const seconds = Math.max(0, Math.round((Date.parse(iso) - now) / 1000));
  return { left: `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`, expired: seconds === 0 };
}

function TokenResult({ token }: { token: UserToken }) {
  const { t } = useTranslation();
  const { left, expired } = useCountdown(token.expiresAt);
  return (
    <Flex vertical gap={12} data-testid="view-as-result">
      <Alert
        type={expired ? 'error' : 'success'}
        showIcon
        title={expired ? t('viewAs.expired') : t('viewAs.issued', { minutes: VIEW_AS_TOKEN_MINUTES })}
        description={!expired && <span>{t('viewAs.expiresIn')} <Typography.Text strong data-testid="view-as-countdown">{left}</Typography.Text></span>}
      />
      <Typography.Text type="secondary">{t('viewAs.tokenLabel')}</Typography.Text>
      <Typography.Paragraph
        copyable={{ text: token.token, tooltips: [t('viewAs.copy'), t('viewAs.copied')] }}
        code
        style={{ wordBreak: 'break-all', maxHeight: 120, overflow: 'auto', margin: 0, direction: 'ltr', textAlign: 'start' }}
        data-testid="view-as-token"
      >
        {token.token}
      </Typography.Paragraph>
      {token.customerAppUrl && !expired && (
        <Button type="primary" icon={<LinkOutlined />} href={token.customerAppUrl} target="_blank" rel="noreferrer noopener" data-testid="view-as-open">
          {t('viewAs.open')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * "View as customer": a reason, a code e-mailed to the admin, then a 15-minute read-only token for
 * the customer app (copied, or opened as a link when the server knows the app's address).
 */
export function ViewAsCustomerButton({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const can = useCan('customers.viewAs');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<SendOtpResult | null>(null);
  const [code, setCode] = useState('');
  const [token, setToken] = useState<UserToken | null>(null);
  const send = useSendViewAsCode();
  const issue = useIssueViewAsToken(customerId);
  if (!can) return null;

  const reset = () => {
    setReason('');
    setSent(null);
    setCode('');
    setToken(null);
    send.reset();
    issue.reset();
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const reasonOk = reason.trim().length >= VIEW_AS_REASON_MIN;
  const step = token ? 2 : sent ? 1 : 0;
  const error = send.error ?? issue.error;

  const sendCode = async () => {
    issue.reset();
    setSent(await send.mutateAsync().catch(() => null));
  };
  const confirm = async () => {
    const issued = await issue.mutateAsync({ code, reason: reason.trim() }).catch(() => null);
    // A refused code is cleared: the next one is typed into empty boxes.
    if (issued) setToken(issued);
    else setCode('');
  };

  return (
    <>
      <Button icon={<EyeOutlined />} onClick={() => setOpen(true)} data-testid="view-as-button">{t('viewAs.button')}</Button>
      <Modal
        open={open}
        onCancel={close}
        title={t('viewAs.title')}
        footer={null}
        destroyOnHidden
        width={560}
        data-testid="view-as-modal"
      >
        <Steps size="small" current={step} style={{ marginBottom: 20 }} items={[{ title: t('viewAs.stepReason') }, { title: t('viewAs.stepCode') }, { title: t('viewAs.stepToken') }]} />
        {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(error)} data-testid="view-as-error" />}
        {step === 0 && (
          <Form layout="vertical" onFinish={() => void sendCode()}>
            <Form.Item label={t('viewAs.reason')} extra={t('viewAs.reasonHelp')} required>
              <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={VIEW_AS_REASON_MAX} showCount data-testid="view-as-reason" />
            </Form.Item>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" icon={<MailOutlined />} disabled={!reasonOk} loading={send.isPending} data-testid="view-as-send">{t('viewAs.sendCode')}</Button>
            </Flex>
          </Form>
        )}
        {step === 1 && sent && (
          <Form layout="vertical" onFinish={() => void confirm()}>
            <Typography.Paragraph>{t('viewAs.codeSent', { email: sent.sentTo })}</Typography.Paragraph>
            <Form.Item label={t('viewAs.code')} required>
              <Input.OTP length={VIEW_AS_OTP_DIGITS} value={code} onChange={setCode} data-testid="view-as-code" />
            </Form.Item>
            <Flex justify="space-between" wrap gap={8}>
              <Button onClick={() => void sendCode()} loading={send.isPending} data-testid="view-as-resend">{t('viewAs.resend')}</Button>
              <Button type="primary" htmlType="submit" disabled={code.length !== VIEW_AS_OTP_DIGITS} loading={issue.isPending} data-testid="view-as-confirm">{t('viewAs.confirm')}</Button>
            </Flex>
          </Form>
        )}
        {token && <TokenResult token={token} />}
      </Modal>
    </>
  );
}
