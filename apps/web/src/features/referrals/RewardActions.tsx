import { REWARD_DISBURSABLE_STATUS, rewardActionsFrom } from '@exchange/contract/referrals/reward-statuses';
import { CheckOutlined, CloseOutlined, DollarOutlined, PauseOutlined } from '@ant-design/icons';
import type { RefereeReward } from '@exchange/contract/referrals/referrals';
import type { RewardAction } from '@exchange/contract/referrals/reward-statuses';
import { Space, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { useRewardChange } from './referral-queries.ts';

const decisionLook: Record<RewardAction, { icon: ReactNode; type?: ButtonProps['type']; danger?: boolean; reason: 'required' | 'optional'; key: string }> = {
  APPROVE: { icon: <CheckOutlined />, type: 'primary', reason: 'optional', key: 'approve' },
  HOLD: { icon: <PauseOutlined />, reason: 'required', key: 'hold' },
  REJECT: { icon: <CloseOutlined />, danger: true, reason: 'required', key: 'reject' },
};

export interface RewardActionsProps {
  reward: RefereeReward;
  size?: ButtonProps['size'];
}

/**
 * The decisions the status machine leaves open to this reward, and the payout of an approved one,
 * each behind a confirmation. A button shows only when both the status and the admin's policies
 * allow it; a reward that is settled (rejected or paid) has none.
 */
export function RewardActions({ reward, size }: RewardActionsProps) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan('referrals.decide');
  const canDisburse = useCan('referrals.disburse');
  const currentAdminId = useAppState().auth.authUser?.id;
  const change = useRewardChange(reward.id);
  // Four-eyes: the server refuses the payout to the admin who approved it; saying so here spares a 409.
  const approvedItMyself = reward.approvedBy !== null && reward.approvedBy.id === currentAdminId;

  const facts = {
    amount: formatDecimal(reward.amount, decimalSeparators(i18n.language)),
    coin: reward.coin,
    referrer: reward.referrer.name,
    email: reward.referrer.email,
    referee: reward.referee.name,
  };
  const decisions = canDecide ? rewardActionsFrom(reward.status) : [];
  const payable = canDisburse && reward.status === REWARD_DISBURSABLE_STATUS;
  if (decisions.length === 0 && !payable) return null;

  return (
    // The row opens the drawer on click; a click here (or in a dialog opened from here) is not that.
    <Space size={4} wrap onClick={(event) => event.stopPropagation()} data-testid="reward-actions">
      {decisions.map((action) => {
        const look = decisionLook[action];
        return (
          <ConfirmReasonButton
            key={action}
            size={size}
            type={look.type}
            danger={look.danger}
            icon={look.icon}
            label={t(`referrals.actions.${look.key}`)}
            title={t(`referrals.actions.${look.key}Title`, facts)}
            description={t(`referrals.actions.${look.key}Effect`, facts)}
            okText={t(`referrals.actions.${look.key}`)}
            reason={look.reason}
            reasonLabel={look.reason === 'required' ? t('referrals.actions.reason') : t('referrals.actions.note')}
            onConfirm={(reason) => change.mutateAsync({ kind: 'decide', action, reason })}
            successMessage={t(`referrals.actions.${look.key}Done`, facts)}
            testId={`reward-${look.key}`}
          />
        );
      })}
      {payable && (
        <ConfirmReasonButton
          size={size}
          type="primary"
          icon={<DollarOutlined />}
          label={t('referrals.actions.disburse')}
          title={t('referrals.actions.disburseTitle', facts)}
          description={t('referrals.actions.disburseEffect', facts)}
          okText={t('referrals.actions.disburseOk', facts)}
          onConfirm={() => change.mutateAsync({ kind: 'disburse' })}
          successMessage={t('referrals.actions.disburseDone', facts)}
          disabled={approvedItMyself}
          disabledReason={t('referrals.actions.fourEyes')}
          testId="reward-disburse"
        />
      )}
    </Space>
  );
}
