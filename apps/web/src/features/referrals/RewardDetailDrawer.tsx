import { ArrowRightOutlined, CheckCircleOutlined, CloseCircleOutlined, DollarOutlined, PauseCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import type { RefereeReward, RewardLogEntry } from '@exchange/contract/referrals/referrals';
import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Space, Timeline, Typography, type DescriptionsProps, type TimelineProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { ReferralPartyCell } from './ReferralPartyCell.tsx';
import { RewardActions } from './RewardActions.tsx';
import { useRewardActionLog } from './referral-queries.ts';

const logLook: Record<RewardLogEntry['action'], { icon: ReactNode; color: string }> = {
  CREATE: { icon: <PlusCircleOutlined />, color: 'gray' },
  APPROVE: { icon: <CheckCircleOutlined />, color: 'green' },
  HOLD: { icon: <PauseCircleOutlined />, color: 'orange' },
  REJECT: { icon: <CloseCircleOutlined />, color: 'red' },
  DISBURSE: { icon: <DollarOutlined />, color: 'blue' },
};

/** The reward's history as a timeline: what happened, who did it, the status move, why and when. */
function RewardLog({ rewardId }: { rewardId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const log = useRewardActionLog(rewardId);

  if (log.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (log.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('referrals.log.failed')}
        description={errorMessage(log.error)}
        action={<Button size="small" onClick={() => void log.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (log.data.items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('referrals.log.empty')} />;

  const items: TimelineProps['items'] = log.data.items.map((entry) => ({
    key: entry.id,
    color: logLook[entry.action].color,
    icon: logLook[entry.action].icon,
    content: (
      <div data-testid="reward-log-entry" data-action={entry.action}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>{t(`referrals.log.action.${entry.action}`)}</Typography.Text>
          <Typography.Text type="secondary" data-testid="reward-log-admin">
            {entry.admin ? t('referrals.log.by', { name: entry.admin.name }) : t('referrals.log.bySystem')}
          </Typography.Text>
        </Flex>
        <Space size={4} wrap style={{ marginTop: 4 }}>
          {entry.fromStatus && (
            <>
              <StatusTag status={entry.fromStatus} />
              {/* The arrow follows the reading direction. */}
              <ArrowRightOutlined className="app-flip-rtl" aria-hidden style={{ fontSize: 11 }} />
            </>
          )}
          <StatusTag status={entry.toStatus} />
        </Space>
        {entry.reason && (
          <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }} data-testid="reward-log-reason">
            {entry.reason}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 2, fontSize: 12 }}>{dateTime(entry.createdAt)}</Typography.Text>
      </div>
    ),
  }));
  return <Timeline items={items} data-testid="reward-log" />;
}

export interface RewardDetailDrawerProps {
  /** The reward as the list shows it; undefined closes the drawer. */
  reward: RefereeReward | undefined;
  /** A reward is asked for (from the URL) but is not on the page shown. */
  missing: boolean;
  onClose: () => void;
}

/** One reward's details, the actions still open to it and its action log. */
export function RewardDetailDrawer({ reward, missing, onClose }: RewardDetailDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const items: DescriptionsProps['items'] = reward && [
    { key: 'id', label: t('referrals.fields.id'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{reward.id}</Typography.Text> },
    { key: 'status', label: t('referrals.fields.status'), children: <StatusTag status={reward.status} testId="drawer-status" /> },
    { key: 'amount', label: t('referrals.fields.amount'), children: <MoneyCell value={reward.amount} currency={reward.coin} testId="drawer-amount" /> },
    { key: 'trigger', label: t('referrals.fields.trigger'), children: t(`referrals.trigger.${reward.trigger}`) },
    { key: 'referrer', label: t('referrals.fields.referrer'), children: <ReferralPartyCell party={reward.referrer} /> },
    { key: 'referee', label: t('referrals.fields.referee'), children: <ReferralPartyCell party={reward.referee} /> },
    { key: 'statusReason', label: t('referrals.fields.statusReason'), children: reward.statusReason ?? none },
    // Four-eyes: whoever approved it cannot pay it, so who that was is in plain sight.
    ...(reward.approvedBy
      ? [{
          key: 'approvedBy',
          label: t('referrals.fields.approvedBy'),
          children: (
            <span data-testid="drawer-approver">
              {reward.approvedAt ? t('referrals.fields.byAt', { name: reward.approvedBy.name, at: dateTime(reward.approvedAt) }) : reward.approvedBy.name}
            </span>
          ),
        }]
      : []),
    { key: 'createdAt', label: t('referrals.fields.createdAt'), children: dateTime(reward.createdAt) },
    { key: 'updatedAt', label: t('referrals.fields.updatedAt'), children: dateTime(reward.updatedAt) },
    { key: 'disbursedAt', label: t('referrals.fields.disbursedAt'), children: reward.disbursedAt ? dateTime(reward.disbursedAt) : none },
    { key: 'disbursedBy', label: t('referrals.fields.disbursedBy'), children: reward.disbursedByName ?? none },
  ];

  return (
    <EndDrawer
      open={Boolean(reward) || missing}
      onClose={onClose}
      size={560}
      title={reward ? t('referrals.drawer.title', { referee: reward.referee.name }) : t('referrals.drawer.titleMissing')}
      footer={reward && <RewardActions reward={reward} />}
      data-testid="reward-drawer"
    >
      {reward ? (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 160 } }} />
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>{t('referrals.log.title')}</Typography.Title>
            <RewardLog rewardId={reward.id} />
          </div>
        </Space>
      ) : (
        missing && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('referrals.drawer.missing')} />
      )}
    </EndDrawer>
  );
}
