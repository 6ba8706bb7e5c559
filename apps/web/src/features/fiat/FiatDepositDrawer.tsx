import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerDetail, DetailDrawer, StepDetail } from '../../components/DetailDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { FiatDepositActions } from './FiatDepositActions.tsx';
import { useFiatDeposit } from './fiat-queries.ts';

/** Every field of one deposit (opened from `?detail=id`), who entered it, who decided it, and its decision when pending. */
export function FiatDepositDrawer({ openId, fromList, onClose }: { openId: string | undefined; fromList: FiatDeposit | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useFiatDeposit(openId, fromList);
  const deposit = query.data;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const items: DescriptionsProps['items'] = deposit && [
    { key: 'number', label: t('fiat.fields.depositNumber'), children: <Typography.Text copyable>{deposit.depositNumber}</Typography.Text> },
    { key: 'status', label: t('fiat.fields.status'), children: <StatusTag status={deposit.status} testId="drawer-status" /> },
    {
      key: 'customer',
      label: t('fiat.fields.customer'),
      children: (
        <CustomerDetail customer={deposit.customer}>
          <Tag style={{ marginTop: 4, width: 'fit-content' }}>{t(`customers.kycLevel.${deposit.customer.kycLevel}`)}</Tag>
        </CustomerDetail>
      ),
    },
    { key: 'method', label: t('fiat.fields.method'), children: t(`fiat.method.${deposit.method}`) },
    { key: 'amount', label: t('fiat.fields.amount'), children: <MoneyCell value={deposit.amount} currency={deposit.currency} testId="drawer-amount" /> },
    { key: 'reference', label: t('fiat.fields.reference'), children: <Typography.Text copyable dir="ltr">{deposit.reference}</Typography.Text> },
    { key: 'sender', label: t('fiat.fields.senderName'), children: deposit.senderName ? <span dir="auto">{deposit.senderName}</span> : none },
    { key: 'createdAt', label: t('fiat.fields.createdAt'), children: dateTime(deposit.createdAt) },
    { key: 'enteredBy', label: t('fiat.fields.enteredBy'), children: deposit.enteredBy ? <StepDetail step={{ by: deposit.enteredBy, at: null }} testId="drawer-entered-by" /> : t('fiat.fields.fromExchange') },
    { key: 'note', label: t('fiat.fields.note'), children: deposit.note ? <span dir="auto">{deposit.note}</span> : none },
    ...(deposit.status === 'PENDING'
      ? []
      : [
          { key: 'decidedBy', label: t('fiat.fields.decidedBy'), children: <StepDetail step={{ by: deposit.decidedBy, at: deposit.decidedAt }} testId="drawer-decided-by" /> },
          ...(deposit.status === 'APPROVED'
            ? [{ key: 'statementReference', label: t('fiat.fields.statementReference'), children: deposit.statementReference ?? none }]
            : [{ key: 'rejectReason', label: t('fiat.fields.rejectReason'), children: deposit.rejectReason ?? none }]),
        ]),
    ...(deposit.ledgerEntryId ? [{ key: 'ledger', label: t('fiat.fields.ledgerEntry'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{deposit.ledgerEntryId}</Typography.Text> }] : []),
  ];

  return (
    <DetailDrawer
      openId={openId}
      onClose={onClose}
      size={560}
      title={deposit ? t('fiat.deposits.drawerTitle', { number: deposit.depositNumber }) : t('fiat.deposits.drawerTitleLoading')}
      testId="fiat-deposit-drawer"
      query={query}
      items={items}
      footer={deposit && deposit.status === 'PENDING' ? <FiatDepositActions deposit={deposit} /> : undefined}
    />
  );
}
