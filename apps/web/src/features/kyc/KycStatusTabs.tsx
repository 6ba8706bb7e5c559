import { KYC_STATUSES, type KycStatus } from '@exchange/contract/kyc/kyc-levels';
import { Badge, Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../components/use-count-format.ts';

// The open queues stand out; the decided ones are history, in grey.
const BADGE_COLORS: Record<KycStatus, string> = { SUBMITTED: 'gold', IN_REVIEW: 'blue', APPROVED: '#8c8c8c', REJECTED: '#8c8c8c', RESUBMISSION_REQUESTED: '#8c8c8c' };

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
              <Badge count={counts?.[status] === undefined ? "…" : count(counts[status] ?? 0)} showZero overflowCount={Number.MAX_SAFE_INTEGER} color={BADGE_COLORS[status]} style={{ marginInlineStart: 4 }} />
            </span>
          ),
        }))}
      />
    </Card>
  );
}
