import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../../components/format-decimal.ts';
import { useCan } from '../../../components/use-can.ts';
import { useTransactionDecision } from './transaction-queries.ts';

const policies = {
  approve: 'p2p.transactions.approve',
  reject: 'p2p.transactions.reject',
  withdrawals: 'p2p.withdrawals.decide',
} as const;

/** The decisions a transaction is open to, each behind a confirmation; none when it is settled. */
export function TransactionActions({ transaction }: { transaction: P2PTransaction }) {
  const { t, i18n } = useTranslation();
  const currentAdminId = useAppState().auth.authUser?.id;
  const canApprove = useCan(policies.approve);
  const canReject = useCan(policies.reject);
  const canDecideWithdrawals = useCan(policies.withdrawals);
  const decision = useTransactionDecision(transaction.id);

  const separators = decimalSeparators(i18n.language);
  const facts = {
    number: transaction.transactionNumber,
    customer: transaction.customerName,
    crypto: `${formatDecimal(transaction.cryptoAmount, separators)} ${transaction.coin}`,
    fiat: `${formatDecimal(transaction.fiatAmount, separators)} ${transaction.fiat}`,
  };
  const missing = (policy: string) => t('common.missingPolicy', { policy });
  const isRequested = transaction.status === 'REQUESTED';
  const withdrawalPending = transaction.withdrawalStatus === 'WITHDRAWAL_PENDING';
  // The server refuses this too (four-eyes rule); saying so here spares a round trip and a 409.
  const approvedItMyself = transaction.decidedBy !== null && transaction.decidedBy === currentAdminId;

  if (!isRequested && !withdrawalPending) return null;

  return (
    <Space wrap data-testid="transaction-actions">
      {isRequested && (
        <>
          <ConfirmReasonButton
            type="primary"
            icon={<CheckOutlined />}
            label={t('transactions.actions.approve')}
            title={t('transactions.actions.approveTitle', { number: facts.number })}
            description={t(`transactions.actions.approveEffect${transaction.type}`, facts)}
            okText={t('transactions.actions.approve')}
            onConfirm={() => decision.mutateAsync({ kind: 'approve' })}
            successMessage={t('transactions.actions.approved', { number: facts.number })}
            disabled={!canApprove}
            disabledReason={missing(policies.approve)}
            testId="transaction-approve"
          />
          <ConfirmReasonButton
            danger
            icon={<CloseOutlined />}
            label={t('transactions.actions.reject')}
            title={t('transactions.actions.rejectTitle', { number: facts.number })}
            description={t('transactions.actions.rejectEffect', facts)}
            okText={t('transactions.actions.reject')}
            reason="required"
            reasonLabel={t('transactions.actions.rejectReason')}
            onConfirm={(reason) => decision.mutateAsync({ kind: 'reject', reason: reason ?? '' })}
            successMessage={t('transactions.actions.rejected', { number: facts.number })}
            disabled={!canReject}
            disabledReason={missing(policies.reject)}
            testId="transaction-reject"
          />
        </>
      )}
      {withdrawalPending && (
        <>
          <ConfirmReasonButton
            type="primary"
            icon={<CheckOutlined />}
            label={t('transactions.actions.approveWithdrawal')}
            title={t('transactions.actions.approveWithdrawalTitle', { number: facts.number })}
            description={t('transactions.actions.approveWithdrawalEffect', facts)}
            okText={t('transactions.actions.approveWithdrawal')}
            reason="optional"
            reasonField="notes"
            reasonLabel={t('transactions.actions.withdrawalNotes')}
            onConfirm={(notes) => decision.mutateAsync({ kind: 'approveWithdrawal', notes })}
            successMessage={t('transactions.actions.withdrawalApproved', { number: facts.number })}
            disabled={!canDecideWithdrawals || approvedItMyself}
            disabledReason={approvedItMyself ? t('transactions.actions.fourEyes') : missing(policies.withdrawals)}
            testId="transaction-approve-withdrawal"
          />
          <ConfirmReasonButton
            danger
            icon={<CloseOutlined />}
            label={t('transactions.actions.rejectWithdrawal')}
            title={t('transactions.actions.rejectWithdrawalTitle', { number: facts.number })}
            description={t('transactions.actions.rejectWithdrawalEffect', facts)}
            okText={t('transactions.actions.rejectWithdrawal')}
            reason="required"
            reasonLabel={t('transactions.actions.rejectReason')}
            onConfirm={(reason) => decision.mutateAsync({ kind: 'rejectWithdrawal', reason: reason ?? '' })}
            successMessage={t('transactions.actions.withdrawalRejected', { number: facts.number })}
            disabled={!canDecideWithdrawals}
            disabledReason={missing(policies.withdrawals)}
            testId="transaction-reject-withdrawal"
          />
        </>
      )}
    </Space>
  );
}
