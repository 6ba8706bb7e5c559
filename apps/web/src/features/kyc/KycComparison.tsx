import { WarningOutlined } from '@ant-design/icons';
import type { KycComparedField } from '@exchange/contract/kyc/kyc-reviews';
import type { KycRequestDetail } from '@exchange/contract/kyc/kyc-requests';
import { Card, Table, Tag, Tooltip, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../components/use-country-options.ts';

interface Line {
  key: string;
  label: string;
  declared: ReactNode;
  record: ReactNode;
  compared?: KycComparedField;
}

/** What the customer declared, beside what the customer record holds; differences flagged. */
export function KycComparison({ request }: { request: KycRequestDetail }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { declared, customerRecord: record } = request;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const address = declared.address;
  const lines: Line[] = [
    { key: 'fullName', label: t('kyc.declared.fullName'), declared: <span dir="auto">{declared.fullName}</span>, record: <span dir="auto">{record.name}</span>, compared: 'fullName' },
    { key: 'dateOfBirth', label: t('kyc.declared.dateOfBirth'), declared: declared.dateOfBirth, record: record.dateOfBirth ?? none, compared: 'dateOfBirth' },
    { key: 'country', label: t('kyc.declared.country'), declared: countryName(declared.country), record: countryName(record.country), compared: 'country' },
    { key: 'nationality', label: t('kyc.declared.nationality'), declared: countryName(declared.nationality), record: none },
    { key: 'email', label: t('kyc.declared.email'), declared: none, record: <span dir="ltr">{record.email}</span> },
    { key: 'document', label: t('kyc.declared.document'), declared: t(`kyc.documentTypes.${declared.documentType}`), record: none },
    { key: 'documentNumber', label: t('kyc.declared.documentNumber'), declared: <span dir="ltr" style={{ fontFamily: 'monospace' }}>{declared.documentNumber}</span>, record: none },
    ...(address
      ? [{
          key: 'address',
          label: t('kyc.declared.address'),
          declared: (
            <div dir="auto" style={{ lineHeight: 1.4 }}>
              <div>{address.line1}</div>
              {address.line2 && <div>{address.line2}</div>}
              <div>{[address.postalCode, address.city].filter(Boolean).join(' ')}</div>
              <div>{countryName(address.country)}</div>
            </div>
          ),
          record: none,
        }]
      : []),
  ];
  const differs = (line: Line) => line.compared !== undefined && request.mismatches.includes(line.compared);
  return (
    <Card size="small" title={t('kyc.review.declaredTitle')} data-testid="kyc-comparison">
      <Table<Line>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={lines}
        onRow={(line) => ({ 'data-testid': `kyc-line-${line.key}`, 'data-mismatch': differs(line) ? 'true' : 'false' }) as HTMLAttributes<HTMLElement>}
        rowClassName={(line) => (differs(line) ? 'kyc-mismatch-row' : '')}
        columns={[
          { key: 'label', title: '', width: 150, render: (_, line) => <Typography.Text type="secondary">{line.label}</Typography.Text> },
          {
            key: 'declared',
            title: t('kyc.review.declared'),
            render: (_, line) => (
              <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
                {line.declared}
                {differs(line) && (
                  <Tooltip title={t('kyc.review.mismatchHint')}>
                    <Tag color="warning" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }} data-testid="kyc-mismatch">{t('kyc.review.mismatch')}</Tag>
                  </Tooltip>
                )}
              </span>
            ),
          },
          { key: 'record', title: t('kyc.review.record'), render: (_, line) => line.record },
        ]}
      />
    </Card>
  );
}
