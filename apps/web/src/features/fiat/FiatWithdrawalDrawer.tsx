import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerDetail, DetailDrawer, StepDetail } from '../../components/DetailDrawer.tsx';
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
  const items: DescriptionsProps['items'] = w && [
    { key: 'number', label: t('fiat.fields.withdrawalNumber'), children: <Typography.Text copyable>{w.withdrawalNumber}</Typography.Text> },
    { key: 'status', label: t('fiat.fields.status'), children: <StatusTag status={w.status} testId="drawer-status" /> },
    {
      key: 'customer',
      label: t('fiat.fields.customer'),
      children: (
        <CustomerDetail customer={w.customer}>
          <Tag style={{ marginTop: 4, width: 'fit-content' }} data-testid="drawer-kyc-level">{t(`customers.kycLevel.${w.customer.kycLevel}`)}</Tag>
        </CustomerDetail>
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
    { key: 'submitted', label: t('fiat.fields.submittedBy'), children: <StepDetail step={w.submitted} testId="drawer-submitted-by" /> },
    { key: 'approved', label: t('fiat.fields.approvedBy'), children: <StepDetail step={w.approved} testId="drawer-approved-by" /> },
    ...(w.closed ? [{ key: 'closed', label: t(w.status === 'FAILED' ? 'fiat.fields.failedBy' : 'fiat.fields.rejectedBy'), children: <StepDetail step={w.closed} testId="drawer-closed-by" /> }] : []),
    ...(w.status === 'SENT'
      ? [{ key: 'payout', label: t('fiat.fields.payoutReference'), children: <Space orientation="vertical" size={0}><span dir="ltr" data-testid="drawer-payout-reference">{w.payoutReference}</span>{w.sentAt && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(w.sentAt)}</Typography.Text>}</Space> }]
      : []),
  ];

  return (
    <DetailDrawer
      openId={openId}
      onClose={onClose}
      size={600}
      title={w ? t('fiat.withdrawals.drawerTitle', { number: w.withdrawalNumber }) : t('fiat.withdrawals.drawerTitleLoading')}
      testId="fiat-withdrawal-drawer"
      query={query}
      items={items}
      footer={w ? <FiatWithdrawalActions withdrawal={w} /> : undefined}
    />
  );
}
