import { KYC_STATUSES, type KycStatus } from '@exchange/contract/kyc/kyc-levels';
import { Badge, Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../components/use-count-format.ts';

/** The queue by status, each with how many requests it holds under the other filters. */
export function KycStatusTabs({ value, counts, onChange }: { value: KycStatus; counts: Partial<Record<KycStatus, number>> | undefined; onChange: (status: KycStatus) => void }) {
  const { t } = useTranslation();
  const { count } = useCountFormat();
  return (
    <Card size="small" styles={{ body: { overflowX: 'auto' } }}>
      <Segmented<KycStatus>
        value={value}
        onChange={onChange}
        data-testid="kyc-status-tabs"
        options={KYC_STATUSES.map((status) => ({
          value: status,
          label: (
            <span style={{ whiteSpace: 'nowrap', paddingInline: 4 }} data-testid={`kyc-tab-${status}`}>
              {t(`status.${status}`)}{' '}
              <Badge count={counts?.[status] === undefined ? "…" : count(counts[status] ?? 0)} showZero overflowCount={Number.MAX_SAFE_INTEGER} color={status === 'SUBMITTED' ? 'gold' : 'default'} style={{ marginInlineStart: 4 }} />
            </span>
          ),
        }))}
      />
    </Card>
  );
}
