import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { useReimbursementDecision } from './reimbursement-queries.ts';

/**
 * Approve (which posts it) or reject a pending reimbursement. Four-eyes: its maker sees both
 * buttons disabled with the reason (the server refuses it anyway).
 */
export function ReimbursementActions({ reimbursement }: { reimbursement: Reimbursement }) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan('reimbursements.approve');
  const selfId = useAppState().auth.authUser?.id;
  const decide = useReimbursementDecision(reimbursement);
  if (reimbursement.status !== 'PENDING' || !canDecide) return null;
  const mine = reimbursement.createdBy.id === selfId;
  const facts = {
    amount: formatDecimal(reimbursement.amount, decimalSeparators(i18n.language)),
    asset: reimbursement.asset,
    customer: reimbursement.customer.name,
    maker: reimbursement.createdBy.name,
  };
  const effect = reimbursement.direction === 'CREDIT' ? 'reimbursements.actions.approveCredit' : 'reimbursements.actions.approveDebit';
  return (
    <Space size={6} wrap={false} data-testid="reimbursement-actions">
      <ConfirmReasonButton
        type="primary"
        size="small"
        icon={<CheckOutlined />}
        label={t('reimbursements.actions.approve')}
        title={t('reimbursements.actions.approveTitle', facts)}
        description={t(effect, facts)}
        okText={t('reimbursements.actions.approve')}
        reason="optional"
        reasonLabel={t('reimbursements.actions.note')}
        onConfirm={(note) => decide.mutateAsync({ approve: true, note })}
        successMessage={t('reimbursements.actions.approved', facts)}
        disabled={mine}
        disabledReason={t('reimbursements.actions.fourEyes')}
        testId="reimbursement-approve"
      />
      <ConfirmReasonButton
        danger
        size="small"
        icon={<CloseOutlined />}
        label={t('reimbursements.actions.reject')}
        title={t('reimbursements.actions.rejectTitle', facts)}
        okText={t('reimbursements.actions.reject')}
        reason="required"
        reasonLabel={t('reimbursements.actions.rejectReason')}
        onConfirm={(reason) => decide.mutateAsync({ approve: false, reason: reason ?? '' })}
        successMessage={t('reimbursements.actions.rejected', facts)}
        disabled={mine}
        disabledReason={t('reimbursements.actions.fourEyes')}
        testId="reimbursement-reject"
      />
    </Space>
  );
}
