import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { QueryTable, TableSection } from '../../components/QueryTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useFiatDeposits, useFiatWithdrawals } from './fiat-queries.ts';
import { HoldTags } from './LimitCheck.tsx';

const recent = { page: 0, limit: 50 } as const;
const depositPath = (d: FiatDeposit) =>
  `${d.method === 'CARD' ? '/card-deposits' : d.status === 'PENDING' ? '/fiat-transactions/deposits' : '/fiat-transactions/deposits/approved'}?key=customerId&value=${d.customer.id}&detail=${d.id}`;
const withdrawalPath = (w: FiatWithdrawal) =>
  `${w.status === 'SUBMITTED' || w.status === 'PENDING_APPROVAL' ? '/fiat-transactions/withdrawals' : '/fiat-transactions/withdrawals/approved'}?key=customerId&value=${w.customer.id}&detail=${w.id}`;

function Deposits({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  return (
    <QueryTable<FiatDeposit>
      query={useFiatDeposits({ ...recent, customerId })}
      testId="customer-fiat-deposits"
      empty={t('fiat.customerTab.noDeposits')}
      columns={[
        { key: 'number', title: t('fiat.fields.depositNumber'), render: (_, d) => <Link to={depositPath(d)} data-testid="customer-fiat-deposit-link">{d.depositNumber}</Link> },
        { key: 'createdAt', title: t('fiat.fields.createdAt'), render: (_, d) => <DateTimeCell value={d.createdAt} /> },
        { key: 'method', title: t('fiat.fields.method'), render: (_, d) => t(`fiat.method.${d.method}`) },
        { key: 'amount', title: t('fiat.fields.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.amount} currency={d.currency} /> },
        { key: 'reference', title: t('fiat.fields.reference'), render: (_, d) => <span dir="ltr">{d.reference}</span> },
        { key: 'status', title: t('fiat.fields.status'), render: (_, d) => <StatusTag status={d.status} /> },
      ]}
    />
  );
}

function Withdrawals({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  return (
    <QueryTable<FiatWithdrawal>
      query={useFiatWithdrawals({ ...recent, customerId })}
      testId="customer-fiat-withdrawals"
      empty={t('fiat.customerTab.noWithdrawals')}
      columns={[
        { key: 'number', title: t('fiat.fields.withdrawalNumber'), render: (_, w) => <Link to={withdrawalPath(w)} data-testid="customer-fiat-withdrawal-link">{w.withdrawalNumber}</Link> },
        { key: 'createdAt', title: t('fiat.fields.createdAt'), render: (_, w) => <DateTimeCell value={w.createdAt} /> },
        { key: 'total', title: t('fiat.fields.total'), align: 'end', render: (_, w) => <MoneyCell value={w.total} currency={w.currency} /> },
        { key: 'bank', title: t('fiat.fields.bankAccount'), render: (_, w) => <span dir="ltr" style={{ fontFamily: 'monospace' }}>{w.bankAccount.accountNumber}</span> },
        { key: 'status', title: t('fiat.fields.status'), render: (_, w) => <Flex gap={4} wrap><StatusTag status={w.status} /><HoldTags withdrawal={w} /></Flex> },
      ]}
    />
  );
}

/** The customer page's fiat: their deposits and withdrawals, each leading to its list with its drawer open. */
export function CustomerFiatTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const canDeposits = useCan('fiat.deposits.read');
  const canWithdrawals = useCan('fiat.withdrawals.read');
  return (
    <Flex vertical gap={16} data-testid="customer-fiat-tab">
      {canDeposits && <TableSection title={t('fiat.customerTab.deposits')}><Deposits customerId={customerId} /></TableSection>}
      {canWithdrawals && <TableSection title={t('fiat.customerTab.withdrawals')}><Withdrawals customerId={customerId} /></TableSection>}
    </Flex>
  );
}
