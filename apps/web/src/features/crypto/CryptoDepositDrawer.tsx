import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import { Space, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerDetail, DetailDrawer, StepDetail } from '../../components/DetailDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { ConfirmationsCell } from './ConfirmationsCell.tsx';
import { CryptoDepositActions } from './CryptoDepositActions.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { useCryptoDeposit } from './crypto-queries.ts';

/** One received transaction (opened from `?detail=id`): where it came in, its confirmations, who recovered or decided it. */
export function CryptoDepositDrawer({ openId, fromList, onClose }: { openId: string | undefined; fromList: CryptoDeposit | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useCryptoDeposit(openId, fromList);
  const d = query.data;
  const walletService = <Typography.Text type="secondary">{t('crypto.fields.walletService')}</Typography.Text>;
  const items: DescriptionsProps['items'] = d && [
    { key: 'number', label: t('crypto.fields.depositNumber'), children: <Typography.Text copyable>{d.depositNumber}</Typography.Text> },
    { key: 'status', label: t('crypto.fields.status'), children: <StatusTag status={d.status} testId="drawer-status" /> },
    { key: 'customer', label: t('crypto.fields.customer'), children: <CustomerDetail customer={d.customer} /> },
    { key: 'network', label: t('crypto.fields.network'), children: `${d.coin} · ${d.network.name}` },
    { key: 'amount', label: t('crypto.fields.amount'), children: <MoneyCell value={d.amount} currency={d.coin} testId="drawer-amount" /> },
    { key: 'address', label: t('crypto.fields.address'), children: <ExplorerLink value={d.address} url={d.addressUrl} /> },
    { key: 'tx', label: t('crypto.fields.txHash'), children: <Space size={4}><ExplorerLink value={d.txHash} url={d.txUrl} testId="drawer-tx" /><Typography.Text type="secondary">#{d.outputIndex}</Typography.Text></Space> },
    { key: 'confirmations', label: t('crypto.fields.confirmations'), children: <ConfirmationsCell confirmations={d.confirmations} required={d.requiredConfirmations} /> },
    { key: 'source', label: t('crypto.fields.source'), children: t(`crypto.source.${d.source}`) },
    { key: 'createdAt', label: t('crypto.fields.createdAt'), children: dateTime(d.createdAt) },
    ...(d.source === 'RECOVERED' ? [{ key: 'proposedBy', label: t('crypto.fields.proposedBy'), children: <StepDetail step={{ by: d.proposedBy, at: d.createdAt }} nobody={walletService} /> }] : []),
    ...(d.note ? [{ key: 'note', label: t('crypto.fields.note'), children: <span dir="auto">{d.note}</span> }] : []),
    ...(d.decidedBy ? [{ key: 'decidedBy', label: t('crypto.fields.decidedBy'), children: <StepDetail step={{ by: d.decidedBy, at: d.decidedAt }} nobody={walletService} /> }] : []),
    ...(d.rejectReason ? [{ key: 'reject', label: t('crypto.fields.rejectReason'), children: <span dir="auto">{d.rejectReason}</span> }] : []),
    ...(d.creditedAt ? [{ key: 'credited', label: t('crypto.fields.creditedAt'), children: dateTime(d.creditedAt) }] : []),
    ...(d.ledgerEntryId ? [{ key: 'ledger', label: t('crypto.fields.ledgerEntry'), children: <Typography.Text copyable type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>{d.ledgerEntryId}</Typography.Text> }] : []),
  ];
  return (
    <DetailDrawer
      openId={openId}
      onClose={onClose}
      size={600}
      title={d ? t('crypto.deposits.drawerTitle', { number: d.depositNumber }) : t('crypto.deposits.drawerTitleLoading')}
      testId="crypto-deposit-drawer"
      query={query}
      items={items}
      footer={d ? <CryptoDepositActions deposit={d} /> : undefined}
    />
  );
}
