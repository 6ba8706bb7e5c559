import { isBeneficiaryDecidable } from '@exchange/contract/remittance/beneficiary-statuses';
import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import { Descriptions, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { BeneficiaryActions } from './BeneficiaryActions.tsx';
import { RISK_COLORS } from './risk-colors.ts';

export interface BeneficiaryDetailDrawerProps {
  beneficiary: Beneficiary | undefined;
  onClose: () => void;
  onDecided: (beneficiary: Beneficiary) => void;
  onStale: () => void;
}

/** Every field of one beneficiary, its last review (who, when, why) and the decisions still open. */
export function BeneficiaryDetailDrawer({ beneficiary: b, onClose, onDecided, onStale }: BeneficiaryDetailDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const countryName = useCountryName();
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const details: DescriptionsProps['items'] = b && [
    {
      key: 'customer',
      label: t('remittance.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <span>{b.customer.name}</span>
          <Typography.Text type="secondary">{b.customer.email}</Typography.Text>
          <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>{b.customer.id}</Typography.Text>
        </Space>
      ),
    },
    { key: 'fullName', label: t('remittance.fields.fullName'), children: <strong>{b.fullName}</strong> },
    { key: 'relationship', label: t('remittance.fields.relationship'), children: b.relationship },
    { key: 'country', label: t('remittance.fields.country'), children: `${countryName(b.country)} (${b.country})` },
    { key: 'bankName', label: t('remittance.fields.bankName'), children: b.bankName },
    {
      key: 'accountNumber',
      label: t('remittance.fields.accountNumber'),
      children: (
        <Space orientation="vertical" size={0}>
          <span style={{ fontFamily: 'monospace' }} dir="ltr">{b.accountNumber}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('remittance.fields.accountMasked')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'purpose', label: t('remittance.fields.purpose'), children: b.purpose },
    { key: 'riskLevel', label: t('remittance.fields.riskLevel'), children: <Tag color={RISK_COLORS[b.riskLevel]}>{t(`remittance.risk.${b.riskLevel}`)}</Tag> },
    { key: 'createdAt', label: t('remittance.fields.createdAt'), children: dateTime(b.createdAt) },
    { key: 'id', label: t('remittance.fields.id'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{b.id}</Typography.Text> },
  ];
  const reviewItems: DescriptionsProps['items'] = b && [
    { key: 'status', label: t('remittance.fields.status'), children: <StatusTag status={b.status} testId="drawer-status" /> },
    { key: 'reviewedBy', label: t('remittance.fields.reviewedBy'), children: b.reviewedBy ? <span data-testid="drawer-reviewer">{b.reviewedBy.name}</span> : none },
    { key: 'reviewedAt', label: t('remittance.fields.reviewedAt'), children: b.reviewedAt ? dateTime(b.reviewedAt) : none },
    {
      key: 'reviewReason',
      label: t(`remittance.fields.reason.${b.status}`),
      children: b.reviewReason ? <span data-testid="drawer-reason">{b.reviewReason}</span> : none,
    },
  ];

  return (
    <EndDrawer
      open={Boolean(b)}
      onClose={onClose}
      size={560}
      title={b ? t('remittance.drawerTitle', { name: b.fullName }) : ''}
      // A settled beneficiary has no footer rather than an empty one.
      footer={b && isBeneficiaryDecidable(b.status) ? <BeneficiaryActions beneficiary={b} onDecided={onDecided} onStale={onStale} /> : null}
      data-testid="beneficiary-drawer"
    >
      {b && (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <Descriptions bordered column={1} size="small" items={details} styles={{ label: { width: 170 } }} />
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>{t('remittance.reviewTitle')}</Typography.Title>
            <Descriptions bordered column={1} size="small" items={reviewItems} styles={{ label: { width: 170 } }} />
          </div>
        </Space>
      )}
    </EndDrawer>
  );
}
