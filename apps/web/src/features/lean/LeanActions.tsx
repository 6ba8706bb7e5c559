import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { sendRowDecision, type RowDecisionProps } from '../../components/row-decision.ts';
import { useCan } from '../../components/use-can.ts';
import { useLeanDecision } from './lean-queries.ts';

export const LEAN_DECIDE_POLICY = 'lean.decide';

export interface LeanActionsProps extends RowDecisionProps<LeanTransaction> {
  transaction: LeanTransaction;
}

/** Approve or reject a deposit awaiting approval, each behind a confirmation; nothing for the others. */
export function LeanActions({ transaction: tx, compact = false, ...callbacks }: LeanActionsProps) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan(LEAN_DECIDE_POLICY);
  const decision = useLeanDecision(tx.id);
  if (tx.status !== 'AWAITING_APPROVAL') return null;

  const facts = {
    reference: tx.reference,
    amount: `${formatDecimal(tx.amount, decimalSeparators(i18n.language))} ${tx.currency}`,
    customer: tx.customer.name,
    email: tx.customer.email,
    payer: tx.payerName,
  };
  const decide = (choice: Parameters<typeof decision.mutateAsync>[0]) => sendRowDecision(() => decision.mutateAsync(choice), callbacks);
  const disabledReason = t('common.missingPolicy', { policy: LEAN_DECIDE_POLICY });
  const size = compact ? 'small' : undefined;
  const payerWarning = !tx.payerNameMatches && (
    <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('lean.actions.payerMismatch', facts)} data-testid="lean-approve-mismatch" />
  );

  return (
    <Space size={6} wrap={!compact} data-testid="lean-actions">
      <ConfirmReasonButton
        type="primary"
        size={size}
        icon={compact ? undefined : <CheckOutlined />}
        label={t('lean.actions.approve')}
        title={t('lean.actions.approveTitle', facts)}
        description={
          <>
            <div data-testid="lean-approve-effect">{t('lean.actions.approveEffect', facts)}</div>
            {payerWarning}
          </>
        }
        okText={t('lean.actions.approveOk', facts)}
        reason="optional"
        reasonField="notes"
        reasonLabel={t('lean.actions.approveNotes')}
        onConfirm={(notes) => decide({ kind: 'approve', notes })}
        successMessage={t('lean.actions.approved', facts)}
        disabled={!canDecide}
        disabledReason={disabledReason}
        testId="lean-approve"
      />
      <ConfirmReasonButton
        danger
        size={size}
        icon={compact ? undefined : <CloseOutlined />}
        label={t('lean.actions.reject')}
        title={t('lean.actions.rejectTitle', facts)}
        description={t('lean.actions.rejectEffect', facts)}
        okText={t('lean.actions.reject')}
        reason="required"
        reasonLabel={t('lean.actions.rejectReason')}
        onConfirm={(reason) => decide({ kind: 'reject', reason: reason ?? '' })}
        successMessage={t('lean.actions.rejected', facts)}
        disabled={!canDecide}
        disabledReason={disabledReason}
        testId="lean-reject"
      />
    </Space>
  );
}
