import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useKycRequestList } from './kyc-queries.ts';
import { kycReviewPath } from './KycRequestsPage.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';

/** The customer page's KYC tab: the level and status reached, and every request with a link to its review. */
export function CustomerKycTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const query = useKycRequestList({ customerId, page: 0, limit: 50 });
  const requests = query.data?.items ?? [];
  const customer = requests[0]?.customer;
  if (query.isError) return <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="customer-kyc-tab">
      {customer && (
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('kyc.review.customerLevel')}><span data-testid="customer-kyc-level">{t(`kyc.customerLevels.${customer.kycLevel}`)}</span></Descriptions.Item>
          <Descriptions.Item label={t('kyc.fields.status')}>{customer.kycStatus === 'NONE' ? t('kyc.noStatus') : <StatusTag status={customer.kycStatus} />}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<KycRequest>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={requests}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kyc.noRequests')} /> }}
        columns={[
          { key: 'submittedAt', title: t('kyc.columns.submitted'), render: (_, r) => <DateTimeCell value={r.submittedAt} /> },
          { key: 'level', title: t('kyc.fields.level'), render: (_, r) => <Tag color={r.level === 3 ? 'purple' : 'blue'}>{t(`kyc.levels.${r.level}`)}</Tag> },
          { key: 'declared', title: t('kyc.columns.declaredName'), render: (_, r) => <span dir="auto">{r.declared.fullName}</span> },
          { key: 'status', title: t('kyc.fields.status'), render: (_, r) => <StatusTag status={r.status} /> },
          { key: 'reviewer', title: t('kyc.fields.reviewer'), render: (_, r) => r.decidedBy?.name ?? r.reviewer?.name ?? t('kyc.unassigned') },
          { key: 'open', title: '', render: (_, r) => <Link to={kycReviewPath(r.id)}>{t('kyc.actions.review')}</Link> },
        ]}
      />
    </Space>
  );
}
