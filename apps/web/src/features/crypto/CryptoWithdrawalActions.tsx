import { CheckOutlined, CloseOutlined, ExclamationCircleOutlined, RedoOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { CRYPTO_NOTE_MAX, CRYPTO_TX_HASH_MAX } from '@exchange/contract/crypto/crypto-rules';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Alert, Checkbox, Flex, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { FiatStepButton } from '../fiat/FiatStepButton.tsx';
import { HoldTags } from './HoldTags.tsx';
import { useCryptoWithdrawalStep, type CryptoWithdrawalStep } from './crypto-queries.ts';

/**
 * The next steps of a crypto withdrawal, each behind its policy and a confirmation: submit (maker),
 * approve (checker: another admin, the server says so), reject; then, when the wallet service
 * cannot report it, mark sent or failed; retry a failed one as a new attempt.
 */
export function CryptoWithdrawalActions({ withdrawal: w, size }: { withdrawal: CryptoWithdrawal; size?: 'small' }) {
  const { t, i18n } = useTranslation();
  const can = {
    create: useCan('crypto.withdrawals.create'),
    submit: useCan('crypto.withdrawals.submit'),
    approve: useCan('crypto.withdrawals.approve'),
    reject: useCan('crypto.withdrawals.reject'),
    payout: useCan('crypto.withdrawals.payout'),
  };
  const step = useCryptoWithdrawalStep();
  const run = (s: CryptoWithdrawalStep) => step.mutateAsync({ id: w.id, step: s });
  const money = (value: string) => `${formatDecimal(value, decimalSeparators(i18n.language))} ${w.coin}`;
  const facts = { number: w.withdrawalNumber, amount: money(w.amount), total: money(w.total), customer: w.customer.name, address: w.address, network: w.network.code };
  const held = w.holdReasons.length > 0;
  const buttons = [];

  if (w.status === 'SUBMITTED' && can.submit) {
    buttons.push(
      <ConfirmReasonButton
        key="submit"
        type="primary"
        size={size}
        icon={<UploadOutlined />}
        label={t('crypto.withdrawals.submit')}
        title={t('crypto.withdrawals.submitTitle', facts)}
        description={t('crypto.withdrawals.submitEffect', facts)}
        okText={t('crypto.withdrawals.submit')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('crypto.fields.noteOptional')}
        onConfirm={(note) => run({ kind: 'submit', note })}
        successMessage={t('crypto.withdrawals.submitted', facts)}
        testId="crypto-withdrawal-submit"
      />,
    );
  }
  if (w.status === 'PENDING_APPROVAL' && can.approve) {
    buttons.push(
      <FiatStepButton<{ note?: string; acknowledge?: boolean }>
        key="approve"
        type="primary"
        size={size}
        icon={<CheckOutlined />}
        label={t('crypto.withdrawals.approve')}
        title={t('crypto.withdrawals.approveTitle', facts)}
        description={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <div>{t('crypto.withdrawals.approveEffect', facts)}</div>
            {held && (
              <Alert type="warning" showIcon icon={<ExclamationCircleOutlined />} title={t('crypto.withdrawals.heldTitle')} description={<Flex gap={4} wrap><HoldTags withdrawal={w} /></Flex>} data-testid="crypto-approve-holds" />
            )}
          </Space>
        }
        okText={t('crypto.withdrawals.approve')}
        fieldNames={['note']}
        fields={() => (
          <>
            {held && (
              <Form.Item
                name="acknowledge"
                valuePropName="checked"
                rules={[{ validator: (_r, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(t('crypto.withdrawals.acknowledgeRequired')))) }]}
              >
                <Checkbox data-testid="crypto-approve-acknowledge">{t('crypto.withdrawals.acknowledge')}</Checkbox>
              </Form.Item>
            )}
            <Form.Item name="note" label={t('crypto.fields.noteOptional')}>
              <Input.TextArea rows={2} maxLength={CRYPTO_NOTE_MAX} showCount data-testid="crypto-approve-note" />
            </Form.Item>
          </>
        )}
        onConfirm={(values) => run({ kind: 'approve', note: values.note?.trim() || undefined, ...(held ? { acknowledgeHolds: values.acknowledge === true } : {}) })}
        successMessage={t('crypto.withdrawals.approved', facts)}
        testId="crypto-withdrawal-approve"
      />,
    );
  }
  if ((w.status === 'SUBMITTED' || w.status === 'PENDING_APPROVAL') && can.reject) {
    buttons.push(
      <ConfirmReasonButton
        key="reject"
        danger
        size={size}
        icon={<CloseOutlined />}
        label={t('crypto.withdrawals.reject')}
        title={t('crypto.withdrawals.rejectTitle', facts)}
        description={t('crypto.withdrawals.rejectEffect', facts)}
        okText={t('crypto.withdrawals.reject')}
        reason="required"
        reasonLabel={t('crypto.fields.reason')}
        onConfirm={(reason) => run({ kind: 'reject', reason: reason ?? '' })}
        successMessage={t('crypto.withdrawals.rejected', facts)}
        testId="crypto-withdrawal-reject"
      />,
    );
  }
  if ((w.status === 'APPROVED' || w.status === 'BROADCAST') && can.payout) {
    buttons.push(
      <FiatStepButton<{ txHash?: string }>
        key="sent"
        size={size}
        icon={<SendOutlined />}
        label={t('crypto.withdrawals.markSent')}
        title={t('crypto.withdrawals.markSentTitle', facts)}
        description={t('crypto.withdrawals.markSentEffect', facts)}
        okText={t('crypto.withdrawals.markSent')}
        fieldNames={['txHash']}
        fields={() =>
          w.txHash ? null : (
            <Form.Item name="txHash" label={t('crypto.fields.txHash')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.txHash') }]}>
              <Input maxLength={CRYPTO_TX_HASH_MAX} dir="ltr" autoFocus data-testid="crypto-sent-tx" />
            </Form.Item>
          )
        }
        onConfirm={(values) => run({ kind: 'markSent', txHash: values.txHash?.trim() || undefined })}
        successMessage={t('crypto.withdrawals.sent', facts)}
        testId="crypto-withdrawal-sent"
      />,
      <ConfirmReasonButton
        key="failed"
        danger
        size={size}
        icon={<CloseOutlined />}
        label={t('crypto.withdrawals.markFailed')}
        title={t('crypto.withdrawals.markFailedTitle', facts)}
        description={t('crypto.withdrawals.markFailedEffect', facts)}
        okText={t('crypto.withdrawals.markFailed')}
        reason="required"
        reasonLabel={t('crypto.fields.reason')}
        onConfirm={(reason) => run({ kind: 'markFailed', reason: reason ?? '' })}
        successMessage={t('crypto.withdrawals.failed', facts)}
        testId="crypto-withdrawal-failed"
      />,
    );
  }
  if (w.status === 'FAILED' && !w.retriedBy && can.create) {
    buttons.push(
      <ConfirmReasonButton
        key="retry"
        size={size}
        icon={<RedoOutlined />}
        label={t('crypto.withdrawals.retry')}
        title={t('crypto.withdrawals.retryTitle', facts)}
        description={t('crypto.withdrawals.retryEffect', facts)}
        okText={t('crypto.withdrawals.retry')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('crypto.fields.noteOptional')}
        onConfirm={(note) => run({ kind: 'retry', note })}
        successMessage={t('crypto.withdrawals.retried', facts)}
        testId="crypto-withdrawal-retry"
      />,
    );
  }
  if (buttons.length === 0) return null;
  return (
    <Space size={6} wrap data-testid="crypto-withdrawal-actions" onClick={(event) => event.stopPropagation()}>
      {buttons}
    </Space>
  );
}
