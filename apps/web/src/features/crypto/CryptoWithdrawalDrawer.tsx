import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Flex, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerDetail, DetailDrawer, StepDetail } from '../../components/DetailDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { ConfirmationsCell } from './ConfirmationsCell.tsx';
import { CryptoWithdrawalActions } from './CryptoWithdrawalActions.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { HoldTags } from './HoldTags.tsx';
import { useCryptoWithdrawal } from './crypto-queries.ts';

/** One sent transaction (opened from `?detail=id`): the money, the address, the holds, each step's admin, the chain's answer, and the next step. */
export function CryptoWithdrawalDrawer({ openId, fromList, onClose }: { openId: string | undefined; fromList: CryptoWithdrawal | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useCryptoWithdrawal(openId, fromList);
  const w = query.data;
  const walletService = t('crypto.fields.walletService');
  const limit = (value: string | null) => (value === null ? t('crypto.limits.none') : value);

  const items: DescriptionsProps['items'] = w && [
    { key: 'number', label: t('crypto.fields.withdrawalNumber'), children: <Typography.Text copyable>{w.withdrawalNumber}</Typography.Text> },
    { key: 'status', label: t('crypto.fields.status'), children: <Flex gap={4} wrap><StatusTag status={w.status} testId="drawer-status" /><HoldTags withdrawal={w} /></Flex> },
    {
      key: 'customer',
      label: t('crypto.fields.customer'),
      children: (
        <CustomerDetail customer={w.customer}>
          <Tag style={{ marginTop: 4, width: 'fit-content' }}>{t(`customers.kycLevel.${w.customer.kycLevel}`)}</Tag>
        </CustomerDetail>
      ),
    },
    { key: 'network', label: t('crypto.fields.network'), children: `${w.coin} · ${w.network.name}` },
    { key: 'address', label: t('crypto.fields.address'), children: <ExplorerLink value={w.address} url={w.addressUrl} testId="drawer-address" /> },
    { key: 'amount', label: t('crypto.fields.amount'), children: <MoneyCell value={w.amount} currency={w.coin} testId="drawer-amount" /> },
    { key: 'networkFee', label: t('crypto.fields.networkFee'), children: <MoneyCell value={w.networkFee} currency={w.coin} /> },
    { key: 'fee', label: t('crypto.fields.fee'), children: <MoneyCell value={w.fee} currency={w.coin} /> },
    { key: 'tax', label: t('crypto.fields.tax'), children: <MoneyCell value={w.tax} currency={w.coin} /> },
    { key: 'total', label: t('crypto.fields.total'), children: <Typography.Text strong><MoneyCell value={w.total} currency={w.coin} testId="drawer-total" /></Typography.Text> },
    {
      key: 'limits',
      label: t('crypto.fields.limitCheck'),
      children: (
        <Space orientation="vertical" size={0}>
          <span>{t('crypto.limits.per24h')}: {limit(w.limitCheck.per24h)} ({t('crypto.limits.used')} {w.limitCheck.used24h})</span>
          <span>{t('crypto.limits.per30d')}: {limit(w.limitCheck.per30d)} ({t('crypto.limits.used')} {w.limitCheck.used30d})</span>
        </Space>
      ),
    },
    { key: 'createdAt', label: t('crypto.fields.createdAt'), children: dateTime(w.createdAt) },
    { key: 'requestedBy', label: t('crypto.fields.requestedBy'), children: w.requestedBy ? w.requestedBy.name : t('crypto.fields.fromExchange') },
    ...(w.note ? [{ key: 'note', label: t('crypto.fields.note'), children: <span dir="auto">{w.note}</span> }] : []),
    { key: 'submitted', label: t('crypto.fields.submittedBy'), children: <StepDetail step={w.submitted} nobody={walletService} testId="drawer-submitted-by" /> },
    { key: 'approved', label: t('crypto.fields.approvedBy'), children: <StepDetail step={w.approved} nobody={walletService} testId="drawer-approved-by" /> },
    ...(w.closed ? [{ key: 'closed', label: t(w.status === 'FAILED' ? 'crypto.fields.failedBy' : 'crypto.fields.rejectedBy'), children: <StepDetail step={w.closed} nobody={walletService} testId="drawer-closed-by" /> }] : []),
    ...(w.txHash ? [{ key: 'tx', label: t('crypto.fields.txHash'), children: <ExplorerLink value={w.txHash} url={w.txUrl} testId="drawer-tx" /> }] : []),
    ...(w.txHash ? [{ key: 'confirmations', label: t('crypto.fields.confirmations'), children: <ConfirmationsCell confirmations={w.confirmations} required={w.requiredConfirmations} /> }] : []),
    ...(w.sentAt ? [{ key: 'sentAt', label: t('crypto.fields.sentAt'), children: dateTime(w.sentAt) }] : []),
    ...(w.retryOf ? [{ key: 'retryOf', label: t('crypto.fields.retryOf'), children: w.retryOf.withdrawalNumber }] : []),
    ...(w.retriedBy ? [{ key: 'retriedBy', label: t('crypto.fields.retriedBy'), children: w.retriedBy.withdrawalNumber }] : []),
  ];

  return (
    <DetailDrawer
      openId={openId}
      onClose={onClose}
      size={600}
      title={w ? t('crypto.withdrawals.drawerTitle', { number: w.withdrawalNumber }) : t('crypto.withdrawals.drawerTitleLoading')}
      testId="crypto-withdrawal-drawer"
      query={query}
      items={items}
      footer={w ? <CryptoWithdrawalActions withdrawal={w} /> : undefined}
    />
  );
}
