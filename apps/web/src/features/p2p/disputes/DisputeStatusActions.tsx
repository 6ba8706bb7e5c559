import { DISPUTE_TRANSITIONS, type FinalDisputeStatus, isFinalDisputeStatus } from '@exchange/contract/p2p/dispute-statuses';
import type { DisputeDetail } from '@exchange/contract/p2p/disputes';
import { CheckCircleOutlined, EyeOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../../components/use-can.ts';
import { DisputeResolveButton } from './DisputeResolveButton.tsx';
import { useChangeDisputeStatus } from './dispute-queries.ts';

const finalIcons: Record<FinalDisputeStatus, ReactNode> = {
  RESOLVED_BUYER: <CheckCircleOutlined />,
  RESOLVED_SELLER: <RollbackOutlined />,
  CANCELLED: <StopOutlined />,
};

/** The moves the transition table allows from the current status; none once the dispute is closed. */
export function DisputeStatusActions({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
  const canWrite = useCan('p2p.disputes.write');
  const canResolve = useCan('p2p.disputes.resolve');
  const change = useChangeDisputeStatus(detail.dispute.orderNumber);
  const next = DISPUTE_TRANSITIONS[detail.dispute.status];
  if (next.length === 0) return null;

  const writeMissing = canWrite ? undefined : t('common.missingPolicy', { policy: 'p2p.disputes.write' });
  // The status route needs the write policy, and a final status the resolve policy as well.
  const resolveMissing = !canResolve ? t('common.missingPolicy', { policy: 'p2p.disputes.resolve' }) : writeMissing;

  return (
    <Space wrap data-testid="dispute-actions">
      {next.includes('IN_REVIEW') && (
        <ConfirmReasonButton
          type="primary"
          icon={<EyeOutlined />}
          label={t('disputes.actions.startReview')}
          title={t('disputes.actions.startReviewTitle', { orderNumber: detail.dispute.orderNumber })}
          description={t(detail.dispute.assigneeId ? 'disputes.actions.startReviewEffect' : 'disputes.actions.startReviewEffectTakeOver')}
          reason="optional"
          reasonField="notes"
          onConfirm={(notes) => change.mutateAsync({ status: 'IN_REVIEW', notes })}
          successMessage={t('disputes.actions.done', { status: t('status.IN_REVIEW') })}
          disabled={Boolean(writeMissing)}
          disabledReason={writeMissing}
          testId="dispute-start-review"
        />
      )}
      {next.filter(isFinalDisputeStatus).map((status) => (
        <DisputeResolveButton
          key={status}
          detail={detail}
          status={status}
          type={status === 'RESOLVED_BUYER' ? 'primary' : 'default'}
          icon={finalIcons[status]}
          disabledReason={resolveMissing}
        />
      ))}
    </Space>
  );
}
