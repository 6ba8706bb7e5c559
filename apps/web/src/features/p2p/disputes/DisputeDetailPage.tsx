import { isFinalDisputeStatus } from '@exchange/contract/p2p/dispute-statuses';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';
import { orderPagePath } from '../orders/order-paths.ts';
import { DisputeAge } from './DisputeAge.tsx';
import { DisputeAssignee } from './DisputeAssignee.tsx';
import type { DisputeLinkState } from './DisputeListPage.tsx';
import { DisputeNotes } from './DisputeNotes.tsx';
import { DisputePartyCard } from './DisputePartyCard.tsx';
import { DisputeStatusActions } from './DisputeStatusActions.tsx';
import { useActiveAdmins } from '../../../components/use-active-admins.ts';
import { useDispute } from './dispute-queries.ts';

function isLinkState(state: unknown): state is DisputeLinkState {
  return typeof state === 'object' && state !== null && typeof (state as { backTo?: unknown }).backTo === 'string';
}

/** One dispute: the order, both parties' records side by side, the notes, the assignee and the decisions. */
export default function DisputeDetailPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const backTo = isLinkState(location.state) ? location.state.backTo : '/disputes';
  const query = useDispute(orderNumber);
  const admins = useActiveAdmins();
  const canReadOrders = useCan('p2p.orders.read');
  // Ages of accounts are counted from when the page opened; a re-render must not move them.
  const [now] = useState(() => Date.now());

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => void navigate(backTo)} data-testid="dispute-back">
      {t('disputes.detail.back')}
    </Button>
  );

  if (!query.data) {
    if (query.isError) {
      const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
      return (
        <Card>
          <Result
            status={notFound ? '404' : 'warning'}
            title={notFound ? t('disputes.detail.notFound', { orderNumber }) : t('disputes.detail.loadFailed')}
            subTitle={notFound ? undefined : errorMessage(query.error)}
            extra={
              <Space>
                {back}
                {!notFound && <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
              </Space>
            }
          />
        </Card>
      );
    }
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const { dispute, order, buyer, seller, notes } = query.data;
  const closed = isFinalDisputeStatus(dispute.status);
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const resolverName = dispute.resolvedBy ? (admins.data?.find((a) => a.id === dispute.resolvedBy)?.name ?? dispute.resolvedBy) : null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="dispute-detail">
      <Card size="small">
        {back}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, margin: '4px 0 16px' }}>
          <Space size={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="dispute-title">
              {t('disputes.detail.title', { orderNumber: dispute.orderNumber })}
            </Typography.Title>
            <StatusTag status={dispute.status} testId="dispute-status" />
            <DisputeAge ageSeconds={dispute.ageSeconds} slaBreached={dispute.slaBreached} slaHours={undefined} />
          </Space>
          <DisputeStatusActions detail={query.data} />
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'openedBy', label: t('disputes.detail.openedBy'), children: t(`disputes.role.${dispute.openedBy}`) },
            { key: 'openedAt', label: t('disputes.detail.openedAt'), children: dateTime(dispute.createdAt) },
            { key: 'reason', label: t('disputes.detail.reason'), children: dispute.reason, span: { xs: 1, md: 2 } },
            {
              key: 'assignee',
              label: t('disputes.detail.assignee'),
              children: <DisputeAssignee dispute={dispute} closed={closed} />,
              span: { xs: 1, md: 2 },
            },
            ...(closed
              ? [
                  { key: 'reasonCode', label: t('disputes.detail.reasonCode'), children: dispute.reasonCode ? t(`disputes.reasonCode.${dispute.reasonCode}`) : none },
                  { key: 'resolvedBy', label: t('disputes.detail.resolvedBy'), children: resolverName ?? none },
                  { key: 'resolvedAt', label: t('disputes.detail.resolvedAt'), children: dispute.resolvedAt ? dateTime(dispute.resolvedAt) : none },
                ]
              : []),
          ]}
        />
      </Card>

      <Card size="small" title={t('disputes.detail.order')} data-testid="dispute-order">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'orderNumber',
              label: t('disputes.order.orderNumber'),
              children: canReadOrders ? (
                <Typography.Text copyable={{ text: order.orderNumber }}>
                  <Link to={orderPagePath(order.orderNumber)} data-testid="dispute-order-link">{order.orderNumber}</Link>
                </Typography.Text>
              ) : (
                <Typography.Text copyable>{order.orderNumber}</Typography.Text>
              ),
            },
            { key: 'status', label: t('disputes.order.status'), children: <StatusTag status={order.status} testId="order-status" /> },
            { key: 'side', label: t('disputes.order.side'), children: t(`orders.side.${order.side}`) },
            { key: 'cryptoAmount', label: t('disputes.order.cryptoAmount'), children: <MoneyCell value={order.cryptoAmount} currency={order.coin} /> },
            { key: 'fiatAmount', label: t('disputes.order.fiatAmount'), children: <MoneyCell value={order.fiatAmount} currency={order.fiat} /> },
            { key: 'price', label: t('disputes.order.price'), children: <MoneyCell value={order.price} currency={order.fiat} /> },
            { key: 'merchant', label: t('disputes.order.merchant'), children: <MerchantLink merchantId={order.merchantId} name={order.merchantName} /> },
            { key: 'customer', label: t('disputes.order.customer'), children: <CustomerLink customerId={order.customerId} text={order.customerEmail} /> },
            { key: 'createdAt', label: t('disputes.order.createdAt'), children: dateTime(order.createdAt) },
            { key: 'completedAt', label: t('disputes.order.completedAt'), children: order.completedAt ? dateTime(order.completedAt) : none },
          ]}
        />
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <DisputePartyCard party={buyer} now={now} />
        </Col>
        <Col xs={24} lg={12}>
          <DisputePartyCard party={seller} now={now} />
        </Col>
      </Row>

      <DisputeNotes orderNumber={dispute.orderNumber} notes={notes} />
    </Space>
  );
}
