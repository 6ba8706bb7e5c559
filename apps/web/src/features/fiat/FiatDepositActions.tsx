import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { FIAT_NOTE_MAX, FIAT_REFERENCE_MAX } from '@exchange/contract/fiat/fiat-statuses';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { StepFormButton } from '../../components/StepFormButton.tsx';
import { useFiatDepositDecision } from './fiat-queries.ts';

export const FIAT_DEPOSIT_DECIDE_POLICY = 'fiat.deposits.decide';
const REFERENCE_MIN = 3;

interface ApproveValues {
  statementReference: string;
  note?: string;
}

/**
 * Approve (with the statement line's reference) or reject a pending deposit; nothing for the
 * others, nor for an admin without the policy. The server holds the four-eyes rule; its refusal
 * stays in the dialog.
 */
export function FiatDepositActions({ deposit, size, statementReference }: { deposit: FiatDeposit; size?: 'small'; statementReference?: string }) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan(FIAT_DEPOSIT_DECIDE_POLICY);
  const currentAdminId = useAppState().auth.authUser?.id;
  const decision = useFiatDepositDecision();
  if (deposit.status !== 'PENDING' || !canDecide) return null;
  const facts = {
    number: deposit.depositNumber,
    amount: `${formatDecimal(deposit.amount, decimalSeparators(i18n.language))} ${deposit.currency}`,
    customer: deposit.customer.name,
    enteredBy: deposit.enteredBy?.name ?? '',
  };
  const enteredMyself = deposit.enteredBy?.id === currentAdminId;
  return (
    <Space size={6} wrap data-testid="fiat-deposit-actions" onClick={(event) => event.stopPropagation()}>
      <StepFormButton<ApproveValues>
        type="primary"
        size={size}
        icon={<CheckOutlined />}
        label={t('fiat.deposits.approve')}
        title={t('fiat.deposits.approveTitle', facts)}
        description={
          <>
            <div>{t('fiat.deposits.approveEffect', facts)}</div>
            {enteredMyself && <div style={{ marginTop: 8 }}>{t('fiat.deposits.enteredByYou')}</div>}
          </>
        }
        okText={t('fiat.deposits.approve')}
        fieldNames={['statementReference', 'note']}
        fields={() => (
          <>
            <Form.Item
              name="statementReference"
              label={t('fiat.fields.statementReference')}
              initialValue={statementReference ?? deposit.reference}
              rules={[{ required: true, whitespace: true, message: t('fiat.validation.statementReference') }, { min: REFERENCE_MIN, message: t('fiat.validation.referenceLength', { min: REFERENCE_MIN }) }]}
            >
              <Input maxLength={FIAT_REFERENCE_MAX} autoFocus data-testid="fiat-approve-statement" />
            </Form.Item>
            <Form.Item name="note" label={t('fiat.fields.noteOptional')}>
              <Input.TextArea rows={2} maxLength={FIAT_NOTE_MAX} showCount data-testid="fiat-approve-note" />
            </Form.Item>
          </>
        )}
        onConfirm={(values) => decision.mutateAsync({ id: deposit.id, decision: { kind: 'approve', statementReference: values.statementReference.trim(), note: values.note?.trim() || undefined } })}
        successMessage={t('fiat.deposits.approved', facts)}
        testId="fiat-deposit-approve"
      />
      <ConfirmReasonButton
        danger
        size={size}
        icon={<CloseOutlined />}
        label={t('fiat.deposits.reject')}
        title={t('fiat.deposits.rejectTitle', facts)}
        description={t('fiat.deposits.rejectEffect', facts)}
        okText={t('fiat.deposits.reject')}
        reason="required"
        reasonLabel={t('fiat.fields.reason')}
        onConfirm={(reason) => decision.mutateAsync({ id: deposit.id, decision: { kind: 'reject', reason: reason ?? '' } })}
        successMessage={t('fiat.deposits.rejected', facts)}
        testId="fiat-deposit-reject"
      />
    </Space>
  );
}
