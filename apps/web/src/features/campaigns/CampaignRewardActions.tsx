import { CheckOutlined, CloseOutlined, DollarOutlined } from '@ant-design/icons';
import type { CampaignReward } from '@exchange/contract/campaigns/campaigns';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCampaignRewardChange } from './campaign-queries.ts';

/** Approve, reject and disburse, as the status and the admin's policies allow; four-eyes on the payout. */
export function CampaignRewardActions({ reward }: { reward: CampaignReward }) {
  const { t } = useTranslation();
  const canDecide = useCan('campaigns.decide');
  const canDisburse = useCan('campaigns.disburse');
  const me = useAppState().auth.authUser?.id;
  const change = useCampaignRewardChange(reward.id);
  const facts = { amount: reward.amount, asset: reward.asset, customer: reward.customer.name };
  const approvable = canDecide && reward.status === 'PENDING';
  const rejectable = canDecide && (reward.status === 'PENDING' || reward.status === 'APPROVED');
  const payable = canDisburse && reward.status === 'APPROVED';
  if (!approvable && !rejectable && !payable) return null;
  return (
    <Space size={4} wrap data-testid="campaign-reward-actions">
      {approvable && (
        <ConfirmReasonButton size="small" type="primary" icon={<CheckOutlined />} label={t('campaigns.actions.approve')} title={t('campaigns.actions.approveTitle', facts)} okText={t('campaigns.actions.approve')}
          onConfirm={() => change.mutateAsync({ kind: 'approve' })} successMessage={t('campaigns.actions.approveDone', facts)} testId="campaign-reward-approve" />
      )}
      {payable && (
        <ConfirmReasonButton size="small" type="primary" icon={<DollarOutlined />} label={t('campaigns.actions.disburse')} title={t('campaigns.actions.disburseTitle', facts)} description={t('campaigns.actions.disburseEffect', facts)}
          okText={t('campaigns.actions.disburse')} onConfirm={() => change.mutateAsync({ kind: 'disburse' })} successMessage={t('campaigns.actions.disburseDone', facts)}
          disabled={reward.approvedBy?.id === me} disabledReason={t('campaigns.actions.fourEyes')} testId="campaign-reward-disburse" />
      )}
      {rejectable && (
        <ConfirmReasonButton size="small" danger icon={<CloseOutlined />} label={t('campaigns.actions.reject')} title={t('campaigns.actions.rejectTitle', facts)} okText={t('campaigns.actions.reject')}
          reason="required" reasonLabel={t('campaigns.actions.reason')} onConfirm={(reason) => change.mutateAsync({ kind: 'reject', reason: reason ?? '' })}
          successMessage={t('campaigns.actions.rejectDone', facts)} testId="campaign-reward-reject" />
      )}
    </Space>
  );
}
