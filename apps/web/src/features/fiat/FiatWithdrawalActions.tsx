import { CheckOutlined, CloseOutlined, ExclamationCircleOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { FIAT_NOTE_MAX, FIAT_REFERENCE_MAX } from '@exchange/contract/fiat/fiat-statuses';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Alert, Checkbox, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { FiatStepButton } from './FiatStepButton.tsx';
import { LimitCheck } from './LimitCheck.tsx';
import { useFiatWithdrawalStep, type FiatWithdrawalStep } from './fiat-queries.ts';

/**
 * The next steps of a withdrawal, each behind its policy and a confirmation: submit for approval
 * (maker), approve (checker: another admin, the server says so), reject, then mark sent or failed.
 */
export function FiatWithdrawalActions({ withdrawal: w, size }: { withdrawal: FiatWithdrawal; size?: 'small' }) {
  const { t, i18n } = useTranslation();
  const can = {
    submit: useCan('fiat.withdrawals.submit'),
    approve: useCan('fiat.withdrawals.approve'),
    reject: useCan('fiat.withdrawals.reject'),
    payout: useCan('fiat.withdrawals.payout'),
  };
  const step = useFiatWithdrawalStep();
  const run = (s: FiatWithdrawalStep) => step.mutateAsync({ id: w.id, step: s });
  const money = (value: string) => `${formatDecimal(value, decimalSeparators(i18n.language))} ${w.currency}`;
  const facts = { number: w.withdrawalNumber, amount: money(w.amount), total: money(w.total), customer: w.customer.name, account: w.bankAccount.accountNumber, bank: w.bankAccount.bankName };
  const held = w.holdReasons.length > 0;
  const buttons = [];

  if (w.status === 'SUBMITTED' && can.submit) {
    buttons.push(
      <ConfirmReasonButton
        key="submit"
        type="primary"
        size={size}
        icon={<UploadOutlined />}
        label={t('fiat.withdrawals.submit')}
        title={t('fiat.withdrawals.submitTitle', facts)}
        description={t('fiat.withdrawals.submitEffect', facts)}
        okText={t('fiat.withdrawals.submit')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('fiat.fields.noteOptional')}
        onConfirm={(note) => run({ kind: 'submit', note })}
        successMessage={t('fiat.withdrawals.submitted', facts)}
        testId="fiat-withdrawal-submit"
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
        label={t('fiat.withdrawals.approve')}
        title={t('fiat.withdrawals.approveTitle', facts)}
        description={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <div>{t('fiat.withdrawals.approveEffect', facts)}</div>
            {held && (
              <Alert
                type="warning"
                showIcon
                icon={<ExclamationCircleOutlined />}
                title={t('fiat.withdrawals.heldTitle')}
                description={<LimitCheck withdrawal={w} />}
                data-testid="fiat-approve-limit-check"
              />
            )}
          </Space>
        }
        okText={t('fiat.withdrawals.approve')}
        fieldNames={['note']}
        fields={() => (
          <>
            {held && (
              <Form.Item
                name="acknowledge"
                valuePropName="checked"
                rules={[{ validator: (_r, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(t('fiat.withdrawals.acknowledgeRequired')))) }]}
              >
                <Checkbox data-testid="fiat-approve-acknowledge">{t('fiat.withdrawals.acknowledge')}</Checkbox>
              </Form.Item>
            )}
            <Form.Item name="note" label={t('fiat.fields.noteOptional')}>
              <Input.TextArea rows={2} maxLength={FIAT_NOTE_MAX} showCount data-testid="fiat-approve-note" />
            </Form.Item>
          </>
        )}
        onConfirm={(values) => run({ kind: 'approve', note: values.note?.trim() || undefined, ...(held ? { acknowledgeHolds: values.acknowledge === true } : {}) })}
        successMessage={t('fiat.withdrawals.approved', facts)}
        testId="fiat-withdrawal-approve"
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
        label={t('fiat.withdrawals.reject')}
        title={t('fiat.withdrawals.rejectTitle', facts)}
        description={t('fiat.withdrawals.rejectEffect', facts)}
        okText={t('fiat.withdrawals.reject')}
        reason="required"
        reasonLabel={t('fiat.fields.reason')}
        onConfirm={(reason) => run({ kind: 'reject', reason: reason ?? '' })}
        successMessage={t('fiat.withdrawals.rejected', facts)}
        testId="fiat-withdrawal-reject"
      />,
    );
  }
  if (w.status === 'APPROVED' && can.payout) {
    buttons.push(
      <FiatStepButton<{ payoutReference: string }>
        key="sent"
        type="primary"
        size={size}
        icon={<SendOutlined />}
        label={t('fiat.withdrawals.markSent')}
        title={t('fiat.withdrawals.markSentTitle', facts)}
        description={t('fiat.withdrawals.markSentEffect', facts)}
        okText={t('fiat.withdrawals.markSent')}
        fieldNames={['payoutReference']}
        fields={() => (
          <Form.Item
            name="payoutReference"
            label={t('fiat.fields.payoutReference')}
            rules={[{ required: true, whitespace: true, message: t('fiat.validation.payoutReference') }, { min: 3, message: t('fiat.validation.referenceLength', { min: 3 }) }]}
          >
            <Input maxLength={FIAT_REFERENCE_MAX} dir="ltr" autoFocus data-testid="fiat-payout-reference" />
          </Form.Item>
        )}
        onConfirm={(values) => run({ kind: 'markSent', payoutReference: values.payoutReference.trim() })}
        successMessage={t('fiat.withdrawals.sent', facts)}
        testId="fiat-withdrawal-sent"
      />,
      <ConfirmReasonButton
        key="failed"
        danger
        size={size}
        icon={<CloseOutlined />}
        label={t('fiat.withdrawals.markFailed')}
        title={t('fiat.withdrawals.markFailedTitle', facts)}
        description={t('fiat.withdrawals.markFailedEffect', facts)}
        okText={t('fiat.withdrawals.markFailed')}
        reason="required"
        reasonLabel={t('fiat.fields.reason')}
        onConfirm={(reason) => run({ kind: 'markFailed', reason: reason ?? '' })}
        successMessage={t('fiat.withdrawals.failed', facts)}
        testId="fiat-withdrawal-failed"
      />,
    );
  }
  if (buttons.length === 0) return null;
  return (
    <Space size={6} wrap data-testid="fiat-withdrawal-actions" onClick={(event) => event.stopPropagation()}>
      {buttons}
    </Space>
  );
}
