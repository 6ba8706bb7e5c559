import { CheckOutlined, CloseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { LEAN_DECIDABLE_STATUS, LEAN_SECOND_APPROVAL_STATUS } from '@exchange/contract/lean/lean-statuses';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { sendRowDecision, type RowDecisionProps } from '../../components/row-decision.ts';
import { useCan } from '../../components/use-can.ts';
import { useLeanDecision } from './lean-queries.ts';

export const LEAN_DECIDE_POLICY = 'lean.decide';

/** The statuses a deposit takes decisions in: the queue, and a third party's awaiting its second approval. */
export const isLeanDecidable = (tx: LeanTransaction) => tx.status === LEAN_DECIDABLE_STATUS || tx.status === LEAN_SECOND_APPROVAL_STATUS;

export interface LeanActionsProps extends RowDecisionProps<LeanTransaction> {
  transaction: LeanTransaction;
}

/**
 * Approve or reject a deposit awaiting approval, each behind a confirmation; nothing for the others.
 * Four-eyes: a third party's deposit takes a first approval (nothing credited) and then a second,
 * crediting one, from another admin; the first approver sees the second step disabled, and why.
 */
export function LeanActions({ transaction: tx, compact = false, ...callbacks }: LeanActionsProps) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan(LEAN_DECIDE_POLICY);
  const currentAdminId = useAppState().auth.authUser?.id;
  const decision = useLeanDecision(tx.id);
  if (!isLeanDecidable(tx)) return null;

  const facts = {
    reference: tx.reference,
    amount: `${formatDecimal(tx.amount, decimalSeparators(i18n.language))} ${tx.currency}`,
    customer: tx.customer.name,
    email: tx.customer.email,
    payer: tx.payerName,
    firstApprover: tx.firstApproval?.by.name ?? '',
  };
  const decide = (choice: Parameters<typeof decision.mutateAsync>[0]) => sendRowDecision(() => decision.mutateAsync(choice), callbacks);
  const missingPolicy = t('common.missingPolicy', { policy: LEAN_DECIDE_POLICY });
  const size = compact ? 'small' : undefined;
  const payerWarning = !tx.payerNameMatches && (
    <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('lean.actions.payerMismatch', facts)} data-testid="lean-approve-mismatch" />
  );
  const secondStep = tx.status === LEAN_SECOND_APPROVAL_STATUS;
  // The server refuses this too; saying so here spares a round trip and a 409.
  const approvedFirstMyself = secondStep && tx.firstApproval?.by.id === currentAdminId;

  const approve = secondStep ? (
    <ConfirmReasonButton
      type="primary"
      size={size}
      icon={compact ? undefined : <SafetyCertificateOutlined />}
      label={t('lean.actions.approveSecond')}
      title={t('lean.actions.approveSecondTitle', facts)}
      description={
        <>
          <div data-testid="lean-approve-effect">{t('lean.actions.approveEffect', facts)}</div>
          <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('lean.actions.firstApprovedBy', facts)} />
          {payerWarning}
        </>
      }
      okText={t('lean.actions.approveOk', facts)}
      reason="optional"
      reasonField="notes"
      reasonLabel={t('lean.actions.approveNotes')}
      onConfirm={(notes) => decide({ kind: 'approveSecond', notes })}
      successMessage={t('lean.actions.approved', facts)}
      disabled={!canDecide || approvedFirstMyself}
      disabledReason={approvedFirstMyself ? t('lean.actions.fourEyes') : missingPolicy}
      testId="lean-approve-second"
    />
  ) : tx.requiresSecondApproval ? (
    <ConfirmReasonButton
      type="primary"
      size={size}
      icon={compact ? undefined : <CheckOutlined />}
      label={t('lean.actions.approveFirst')}
      title={t('lean.actions.approveFirstTitle', facts)}
      description={
        <>
          <div data-testid="lean-approve-effect">{t('lean.actions.approveFirstEffect', facts)}</div>
          {payerWarning}
        </>
      }
      okText={t('lean.actions.approveFirstOk')}
      reason="optional"
      reasonField="notes"
      reasonLabel={t('lean.actions.approveNotes')}
      onConfirm={(notes) => decide({ kind: 'approve', notes })}
      successMessage={t('lean.actions.approvedFirst', facts)}
      disabled={!canDecide}
      disabledReason={missingPolicy}
      testId="lean-approve"
    />
  ) : (
    <ConfirmReasonButton
      type="primary"
      size={size}
      icon={compact ? undefined : <CheckOutlined />}
      label={t('lean.actions.approve')}
      title={t('lean.actions.approveTitle', facts)}
      description={<div data-testid="lean-approve-effect">{t('lean.actions.approveEffect', facts)}</div>}
      okText={t('lean.actions.approveOk', facts)}
      reason="optional"
      reasonField="notes"
      reasonLabel={t('lean.actions.approveNotes')}
      onConfirm={(notes) => decide({ kind: 'approve', notes })}
      successMessage={t('lean.actions.approved', facts)}
      disabled={!canDecide}
      disabledReason={missingPolicy}
      testId="lean-approve"
    />
  );

  return (
    <Space size={6} wrap={!compact} data-testid="lean-actions">
      {approve}
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
        disabledReason={missingPolicy}
        testId="lean-reject"
      />
    </Space>
  );
}
