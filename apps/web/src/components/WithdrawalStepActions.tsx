import { CheckOutlined, CloseOutlined, ExclamationCircleOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from './ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from './format-decimal.ts';
import { StepFormButton } from './StepFormButton.tsx';

/** What the shared steps read of a withdrawal (a fiat or a crypto one, as the contract gives it). */
export interface StepWithdrawal {
  id: string;
  withdrawalNumber: string;
  status: string;
  amount: string;
  total: string;
  customer: { name: string };
  holdReasons: readonly string[];
}

/** A step as the console asks for it; each area's mutation turns it into its endpoint's body. */
export type WithdrawalStep =
  | { kind: 'submit'; note?: string | undefined }
  | { kind: 'approve'; note?: string | undefined; acknowledgeHolds?: boolean }
  | { kind: 'reject'; reason: string }
  /** `reference`: the bank's payout reference, or the transaction hash. */
  | { kind: 'markSent'; reference?: string | undefined }
  | { kind: 'markFailed'; reason: string };

/** The interpolation values of the dialogs: the number, the money in the withdrawal's asset, the customer, and the area's own. */
export type WithdrawalFacts = Record<string, string>;

export interface WithdrawalStepActionsProps<W extends StepWithdrawal> {
  withdrawal: W;
  size?: 'small';
  /** `fiat` or `crypto`: the buttons' test ids (`fiat-withdrawal-submit`...). */
  area: string;
  /** The currency or coin the amounts are in. */
  asset: string;
  /** The area's own facts for its texts (the bank account, the address and network). */
  facts: WithdrawalFacts;
  can: { submit: boolean; approve: boolean; reject: boolean; payout: boolean };
  run: (step: WithdrawalStep) => Promise<unknown>;
  /** The area's sentences: where the money goes differs (a bank account, an address on chain). */
  texts: (facts: WithdrawalFacts) => { submitEffect: string; approveEffect: string; heldTitle: string; markSentEffect: string; markFailedEffect: string };
  /** Why it was held, in the approval dialog of a held withdrawal. */
  holds: ReactNode;
  holdsTestId: string;
  /** The statuses from which it may be marked sent or failed. */
  payable: readonly string[];
  /**
   * The reference the payout is marked sent with, under the body field's name the server's 400
   * names (`payoutReference`, `txHash`); `needed: false` asks for none.
   */
  sentReference: { field: string; label: string; requiredMessage: string; min?: { length: number; message: string }; max: number; needed: boolean; testId: string; primary?: boolean };
  noteMax: number;
  /** Further steps of the area (retry a failed one). */
  extra?: ReactNode;
}

/**
 * The next steps of a withdrawal, each behind its policy and a confirmation: submit for approval
 * (maker), approve (checker: another admin, the server says so; a held one with its holds
 * acknowledged), reject, then mark sent or failed. Fiat and crypto withdrawals take the same steps;
 * each area declares what differs.
 */
export function WithdrawalStepActions<W extends StepWithdrawal>({
  withdrawal: w, size, area, asset, facts: areaFacts, can, run, texts, holds, holdsTestId, payable, sentReference, noteMax, extra,
}: WithdrawalStepActionsProps<W>) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => `${formatDecimal(value, decimalSeparators(i18n.language))} ${asset}`;
  const facts = { number: w.withdrawalNumber, amount: money(w.amount), total: money(w.total), customer: w.customer.name, ...areaFacts };
  const text = texts(facts);
  const held = w.holdReasons.length > 0;
  const buttons: ReactNode[] = [];

  if (w.status === 'SUBMITTED' && can.submit) {
    buttons.push(
      <ConfirmReasonButton
        key="submit"
        type="primary"
        size={size}
        icon={<UploadOutlined />}
        label={t('withdrawalSteps.submit')}
        title={t('withdrawalSteps.submitTitle', facts)}
        description={text.submitEffect}
        okText={t('withdrawalSteps.submit')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('withdrawalSteps.noteOptional')}
        onConfirm={(note) => run({ kind: 'submit', note })}
        successMessage={t('withdrawalSteps.submitted', facts)}
        testId={`${area}-withdrawal-submit`}
      />,
    );
  }
  if (w.status === 'PENDING_APPROVAL' && can.approve) {
    buttons.push(
      <StepFormButton<{ note?: string; acknowledge?: boolean }>
        key="approve"
        type="primary"
        size={size}
        icon={<CheckOutlined />}
        label={t('withdrawalSteps.approve')}
        title={t('withdrawalSteps.approveTitle', facts)}
        description={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <div>{text.approveEffect}</div>
            {held && <Alert type="warning" showIcon icon={<ExclamationCircleOutlined />} title={text.heldTitle} description={holds} data-testid={holdsTestId} />}
          </Space>
        }
        okText={t('withdrawalSteps.approve')}
        fieldNames={['note']}
        fields={() => (
          <>
            {held && (
              <Form.Item
                name="acknowledge"
                valuePropName="checked"
                rules={[{ validator: (_r, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(t('withdrawalSteps.acknowledgeRequired')))) }]}
              >
                <Checkbox data-testid={`${area}-approve-acknowledge`}>{t('withdrawalSteps.acknowledge')}</Checkbox>
              </Form.Item>
            )}
            <Form.Item name="note" label={t('withdrawalSteps.noteOptional')}>
              <Input.TextArea rows={2} maxLength={noteMax} showCount data-testid={`${area}-approve-note`} />
            </Form.Item>
          </>
        )}
        onConfirm={(values) => run({ kind: 'approve', note: values.note?.trim() || undefined, ...(held ? { acknowledgeHolds: values.acknowledge === true } : {}) })}
        successMessage={t('withdrawalSteps.approved', facts)}
        testId={`${area}-withdrawal-approve`}
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
        label={t('withdrawalSteps.reject')}
        title={t('withdrawalSteps.rejectTitle', facts)}
        description={t('withdrawalSteps.rejectEffect', facts)}
        okText={t('withdrawalSteps.reject')}
        reason="required"
        reasonLabel={t('withdrawalSteps.reason')}
        onConfirm={(reason) => run({ kind: 'reject', reason: reason ?? '' })}
        successMessage={t('withdrawalSteps.rejected', facts)}
        testId={`${area}-withdrawal-reject`}
      />,
    );
  }
  if (payable.includes(w.status) && can.payout) {
    const { min } = sentReference;
    buttons.push(
      <StepFormButton<Partial<Record<string, string>>>
        key="sent"
        type={sentReference.primary ? 'primary' : undefined}
        size={size}
        icon={<SendOutlined />}
        label={t('withdrawalSteps.markSent')}
        title={t('withdrawalSteps.markSentTitle', facts)}
        description={text.markSentEffect}
        okText={t('withdrawalSteps.markSent')}
        fieldNames={[sentReference.field]}
        fields={() =>
          sentReference.needed ? (
            <Form.Item
              name={sentReference.field}
              label={sentReference.label}
              rules={[{ required: true, whitespace: true, message: sentReference.requiredMessage }, ...(min ? [{ min: min.length, message: min.message }] : [])]}
            >
              <Input maxLength={sentReference.max} dir="ltr" autoFocus data-testid={sentReference.testId} />
            </Form.Item>
          ) : null
        }
        onConfirm={(values) => run({ kind: 'markSent', reference: values[sentReference.field]?.trim() || undefined })}
        successMessage={t('withdrawalSteps.sent', facts)}
        testId={`${area}-withdrawal-sent`}
      />,
      <ConfirmReasonButton
        key="failed"
        danger
        size={size}
        icon={<CloseOutlined />}
        label={t('withdrawalSteps.markFailed')}
        title={t('withdrawalSteps.markFailedTitle', facts)}
        description={text.markFailedEffect}
        okText={t('withdrawalSteps.markFailed')}
        reason="required"
        reasonLabel={t('withdrawalSteps.reason')}
        onConfirm={(reason) => run({ kind: 'markFailed', reason: reason ?? '' })}
        successMessage={t('withdrawalSteps.failed', facts)}
        testId={`${area}-withdrawal-failed`}
      />,
    );
  }
  if (extra) buttons.push(extra);
  if (buttons.length === 0) return null;
  return (
    <Space size={6} wrap data-testid={`${area}-withdrawal-actions`} onClick={(event) => event.stopPropagation()}>
      {buttons}
    </Space>
  );
}
