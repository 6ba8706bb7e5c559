import { PlusOutlined } from '@ant-design/icons';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import type { WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { QueryTable, TableSection } from '../../components/QueryTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { AddWhitelistDrawer } from './AddWhitelistDrawer.tsx';
import { ConfirmationsCell } from './ConfirmationsCell.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { HoldTags } from './HoldTags.tsx';
import { CoolDownTag, RemoveWhitelistButton } from './WhitelistPage.tsx';
import { useCryptoDeposits, useCryptoWithdrawals, useWhitelist } from './crypto-queries.ts';

const recent = { page: 0, limit: 50 } as const;

function Deposits({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  return (
    <QueryTable<CryptoDeposit>
      query={useCryptoDeposits({ ...recent, customerId })}
      testId="customer-crypto-deposits"
      empty={t('crypto.customerTab.noDeposits')}
      columns={[
        { key: 'number', title: t('crypto.fields.depositNumber'), render: (_, d) => <Link to={`/crypto-transactions/received?key=customerId&value=${d.customer.id}&detail=${d.id}`}>{d.depositNumber}</Link> },
        { key: 'createdAt', title: t('crypto.fields.createdAt'), render: (_, d) => <DateTimeCell value={d.createdAt} /> },
        { key: 'amount', title: t('crypto.fields.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.amount} currency={`${d.coin} · ${d.network.code}`} testId="customer-crypto-deposit-amount" /> },
        { key: 'tx', title: t('crypto.fields.txHash'), render: (_, d) => <ExplorerLink value={d.txHash} url={d.txUrl} /> },
        { key: 'confirmations', title: t('crypto.fields.confirmations'), render: (_, d) => <ConfirmationsCell confirmations={d.confirmations} required={d.requiredConfirmations} /> },
        { key: 'status', title: t('crypto.fields.status'), render: (_, d) => <StatusTag status={d.status} testId="customer-crypto-deposit-status" /> },
      ]}
    />
  );
}

function Withdrawals({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  return (
    <QueryTable<CryptoWithdrawal>
      query={useCryptoWithdrawals({ ...recent, customerId })}
      testId="customer-crypto-withdrawals"
      empty={t('crypto.customerTab.noWithdrawals')}
      columns={[
        { key: 'number', title: t('crypto.fields.withdrawalNumber'), render: (_, w) => <Link to={`/crypto-transactions/sent?key=customerId&value=${w.customer.id}&detail=${w.id}`}>{w.withdrawalNumber}</Link> },
        { key: 'createdAt', title: t('crypto.fields.createdAt'), render: (_, w) => <DateTimeCell value={w.createdAt} /> },
        { key: 'total', title: t('crypto.fields.total'), align: 'end', render: (_, w) => <MoneyCell value={w.total} currency={`${w.coin} · ${w.network.code}`} /> },
        { key: 'address', title: t('crypto.fields.address'), render: (_, w) => <ExplorerLink value={w.address} url={w.addressUrl} /> },
        { key: 'status', title: t('crypto.fields.status'), render: (_, w) => <Flex gap={4} wrap><StatusTag status={w.status} /><HoldTags withdrawal={w} /></Flex> },
      ]}
    />
  );
}

function Whitelist({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const canManage = useCan('crypto.whitelist.manage');
  return (
    <QueryTable<WhitelistAddress>
      query={useWhitelist({ ...recent, customerId })}
      testId="customer-crypto-whitelist"
      empty={t('crypto.customerTab.noWhitelist')}
      columns={[
        { key: 'network', title: t('crypto.fields.network'), render: (_, e) => `${e.coin} · ${e.network.code}` },
        { key: 'address', title: t('crypto.fields.address'), render: (_, e) => <ExplorerLink value={e.address} url={e.addressUrl} /> },
        { key: 'label', title: t('crypto.fields.label'), render: (_, e) => e.label ?? '' },
        { key: 'coolDown', title: t('crypto.fields.coolDown'), render: (_, e) => <CoolDownTag entry={e} /> },
        { key: 'actions', title: t('crypto.fields.actions'), render: (_, e) => (canManage ? <RemoveWhitelistButton entry={e} /> : null) },
      ]}
    />
  );
}

/** The customer page's crypto: their received and sent transactions and their whitelist. */
export function CustomerCryptoTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const canDeposits = useCan('crypto.deposits.read');
  const canWithdrawals = useCan('crypto.withdrawals.read');
  const canWhitelist = useCan('crypto.whitelist.read');
  const canManage = useCan('crypto.whitelist.manage');
  const [adding, setAdding] = useState(false);
  return (
    <Flex vertical gap={16} data-testid="customer-crypto-tab">
      {canDeposits && <TableSection title={t('crypto.customerTab.deposits')}><Deposits customerId={customerId} /></TableSection>}
      {canWithdrawals && <TableSection title={t('crypto.customerTab.withdrawals')}><Withdrawals customerId={customerId} /></TableSection>}
      {canWhitelist && (
        <TableSection
          title={t('crypto.customerTab.whitelist')}
          extra={
            canManage && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="customer-crypto-whitelist-add">
                {t('crypto.whitelist.add')}
              </Button>
            )
          }
        >
          <Whitelist customerId={customerId} />
        </TableSection>
      )}
      {adding && <AddWhitelistDrawer customerId={customerId} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
