import { CheckOutlined } from '@ant-design/icons';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { KycAssignButton } from './KycAssignButton.tsx';
import { KycRejectButton } from './KycRejectButton.tsx';
import { useApproveKycRequest } from './kyc-queries.ts';

/** What the reviewer can do now: take a submitted request, or decide one in review. */
export function KycDecisionBar({ request }: { request: KycRequest }) {
  const { t } = useTranslation();
  const canDecide = useCan('kyc.decide');
  const approve = useApproveKycRequest(request.id);
  if (!canDecide) return null;
  if (request.status === 'SUBMITTED') return <KycAssignButton request={request} />;
  if (request.status !== 'IN_REVIEW') return null;
  const facts = { name: request.declared.fullName, level: t(`kyc.levels.${request.level}`) };
  return (
    <Space wrap data-testid="kyc-decisions">
      <ConfirmReasonButton
        type="primary"
        icon={<CheckOutlined />}
        label={t('kyc.approve.button')}
        title={t('kyc.approve.title', facts)}
        description={<Typography.Text>{t('kyc.approve.effect', facts)}</Typography.Text>}
        okText={t('kyc.approve.button')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('kyc.approve.note')}
        onConfirm={(note) => approve.mutateAsync(note)}
        successMessage={t('kyc.approve.done', facts)}
        testId="kyc-approve"
      />
      <KycRejectButton request={request} />
    </Space>
  );
}
