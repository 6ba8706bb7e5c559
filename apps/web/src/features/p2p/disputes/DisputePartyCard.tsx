import type { PartyRecord } from '@exchange/contract/p2p/disputes';
import { Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';

const dayMs = 86_400_000;

/** One side of the order and its track record, to weigh its word against the other's. */
export function DisputePartyCard({ party, now }: { party: PartyRecord; now: number }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const { count, percent } = useCountFormat();
  const accountDays = Math.max(0, Math.floor((now - new Date(party.accountCreatedAt).getTime()) / dayMs));
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const outcome = (won: boolean | null) =>
    won === null ? none : won ? <Tag color="green">{t('disputes.party.won')}</Tag> : <Tag color="red">{t('disputes.party.lost')}</Tag>;

  return (
    <Card
      size="small"
      title={
        <Space size={8}>
          <span>{t(`disputes.role.${party.role}`)}</span>
          <Tag>{t(`disputes.party.kind.${party.kind}`)}</Tag>
        </Space>
      }
      style={{ height: '100%' }}
      data-testid={`party-${party.role.toLowerCase()}`}
    >
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 160 } }}
        items={[
          {
            key: 'name',
            label: t('disputes.party.name'),
            children:
              party.kind === 'CUSTOMER' ? (
                <CustomerLink customerId={party.id} text={party.name} testId="party-customer-link" />
              ) : (
                <MerchantLink merchantId={party.id} name={party.name} testId="party-merchant-link" />
              ),
          },
          { key: 'email', label: t('disputes.party.email'), children: <Typography.Text copyable>{party.email}</Typography.Text> },
          {
            key: 'accountAge',
            label: t('disputes.party.accountAge'),
            children: t('disputes.party.accountAgeValue', { date: date(party.accountCreatedAt), days: count(accountDays) }),
          },
          { key: 'completedOrders', label: t('disputes.party.completedOrders'), children: count(party.completedOrders) },
          {
            key: 'completionRate',
            label: t('disputes.party.completionRate'),
            children: party.completionRate === null ? none : percent(party.completionRate),
          },
        ]}
      />
      <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('disputes.party.earlierDisputes', { n: party.earlierDisputes.length })}
      </Typography.Text>
      <List
        size="small"
        dataSource={party.earlierDisputes}
        locale={{ emptyText: t('disputes.party.noEarlierDisputes') }}
        renderItem={(earlier) => (
          <List.Item extra={outcome(earlier.wonByThisParty)}>
            <Space size={8} wrap>
              <Link to={`/disputes/${encodeURIComponent(earlier.orderNumber)}`}>{earlier.orderNumber}</Link>
              <StatusTag status={earlier.status} />
              <Typography.Text type="secondary">{date(earlier.createdAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
