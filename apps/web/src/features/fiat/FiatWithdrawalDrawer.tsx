import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Alert, Descriptions, Skeleton, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { BankAccountCell } from './BankAccountCell.tsx';
import { FiatWithdrawalActions } from './FiatWithdrawalActions.tsx';
import { LimitCheck } from './LimitCheck.tsx';
import { useFiatWithdrawal } from './fiat-queries.ts';

/** One withdrawal (opened from `?detail=id`): the money, the account, the limit check, each step's admin, and the next step. */
export function FiatWithdrawalDrawer({ openId, fromList, onClose }: { openId: string | undefined; fromList: FiatWithdrawal | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useFiatWithdrawal(openId, fromList);
  const w = query.data;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const stepOf = (s: { by: { name: string }; at: string; note?: string | null; reason?: string } | null, testId: string) =>
    s ? (
      <Space orientation="vertical" size={0}>
        <span data-testid={testId}>{s.by.name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(s.at)}</Typography.Text>
        {s.note && <span dir="auto">{s.note}</span>}
        {s.reason && <span dir="auto">{s.reason}</span>}
      </Space>
    ) : (
      none
    );

  const items: DescriptionsProps['items'] = w && [
    { key: 'number', label: t('fiat.fields.withdrawalNumber'), children: <Typography.Text copyable>{w.withdrawalNumber}</Typography.Text> },
    { key: 'status', label: t('fiat.fields.status'), children: <StatusTag status={w.status} testId="drawer-status" /> },
    {
      key: 'customer',
      label: t('fiat.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <CustomerLink customerId={w.customer.id} text={w.customer.name} />
          <Typography.Text type="secondary" dir="ltr">{w.customer.email}</Typography.Text>
          <Tag style={{ marginTop: 4, width: 'fit-content' }} data-testid="drawer-kyc-level">{t(`customers.kycLevel.${w.customer.kycLevel}`)}</Tag>
        </Space>
      ),
    },
    { key: 'amount', label: t('fiat.fields.amount'), children: <MoneyCell value={w.amount} currency={w.currency} testId="drawer-amount" /> },
    { key: 'fee', label: t('fiat.fields.fee'), children: <MoneyCell value={w.fee} currency={w.currency} /> },
    { key: 'tax', label: t('fiat.fields.tax'), children: <MoneyCell value={w.tax} currency={w.currency} /> },
    { key: 'total', label: t('fiat.fields.total'), children: <Typography.Text strong><MoneyCell value={w.total} currency={w.currency} testId="drawer-total" /></Typography.Text> },
    {
      key: 'bank',
      label: t('fiat.fields.bankAccount'),
      children: (
        <Space orientation="vertical" size={0}>
          <BankAccountCell account={w.bankAccount} />
          <span dir="auto">{w.bankAccount.holderName}</span>
        </Space>
      ),
    },
    { key: 'limits', label: t('fiat.fields.limitCheck'), children: <LimitCheck withdrawal={w} /> },
    { key: 'createdAt', label: t('fiat.fields.createdAt'), children: dateTime(w.createdAt) },
    { key: 'requestedBy', label: t('fiat.fields.requestedBy'), children: w.requestedBy ? w.requestedBy.name : t('fiat.fields.fromExchange') },
    ...(w.note ? [{ key: 'note', label: t('fiat.fields.note'), children: <span dir="auto">{w.note}</span> }] : []),
    { key: 'submitted', label: t('fiat.fields.submittedBy'), children: stepOf(w.submitted, 'drawer-submitted-by') },
    { key: 'approved', label: t('fiat.fields.approvedBy'), children: stepOf(w.approved, 'drawer-approved-by') },
    ...(w.closed ? [{ key: 'closed', label: t(w.status === 'FAILED' ? 'fiat.fields.failedBy' : 'fiat.fields.rejectedBy'), children: stepOf(w.closed, 'drawer-closed-by') }] : []),
    ...(w.status === 'SENT'
      ? [{ key: 'payout', label: t('fiat.fields.payoutReference'), children: <Space orientation="vertical" size={0}><span dir="ltr" data-testid="drawer-payout-reference">{w.payoutReference}</span>{w.sentAt && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(w.sentAt)}</Typography.Text>}</Space> }]
      : []),
  ];

  return (
    <EndDrawer
      open={Boolean(openId)}
      onClose={onClose}
      size={600}
      title={w ? t('fiat.withdrawals.drawerTitle', { number: w.withdrawalNumber }) : t('fiat.withdrawals.drawerTitleLoading')}
      data-testid="fiat-withdrawal-drawer"
      footer={w ? <FiatWithdrawalActions withdrawal={w} /> : undefined}
    >
      {query.isError && !w && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isPending && !w && <Skeleton active />}
      {items && <Descriptions column={1} size="small" bordered items={items} />}
    </EndDrawer>
  );
}
