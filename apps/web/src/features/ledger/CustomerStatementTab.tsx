import type { StatementLine } from '@exchange/contract/ledger/ledger';
import { CUSTOMER_BUCKETS, type CustomerBucket } from '@exchange/contract/ledger/ledger-accounts';
import { Button, Empty, Flex, Result, Segmented, Select, Skeleton, Space, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { tableStateOf } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCustomerBalances } from '../customers/customer-queries.ts';
import { useTabPage } from '../customers/use-tab-page.ts';
import { fetchStatementCsv, useStatement, type StatementSelection } from './ledger-queries.ts';
import { useLedgerLabels } from './ledger-text.ts';
import { SignedAmount } from './SignedAmount.tsx';

const MAIN = 'main';

/**
 * A customer's statement: one account's lines (main or a sub-account, available or held, one
 * asset) newest first, each with the balance right after it. The accounts and assets offered are
 * those the customer's balances show.
 */
export function CustomerStatementTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const labels = useLedgerLabels();
  const balances = useCustomerBalances(customerId);
  const paging = useTabPage(20);
  const [chosen, setChosen] = useState<{ account?: string; asset?: string; bucket: CustomerBucket }>({ bucket: 'AVAILABLE' });

  const items = balances.data?.items ?? [];
  const accounts = [...new Map(items.map((b) => [b.subAccount?.id ?? MAIN, b.subAccount?.name ?? t('customers.balances.main')])).entries()];
  const account = chosen.account ?? accounts[0]?.[0];
  const assets = items.filter((b) => (b.subAccount?.id ?? MAIN) === account).map((b) => b.asset);
  const asset = chosen.asset && assets.includes(chosen.asset) ? chosen.asset : assets[0];
  const selection: StatementSelection | undefined = asset ? { asset, bucket: chosen.bucket, subAccountId: account === MAIN ? undefined : account } : undefined;
  const query = useStatement(customerId, selection, paging.page, paging.limit);
  const choose = (patch: Partial<typeof chosen>) => {
    setChosen((previous) => ({ ...previous, ...patch }));
    paging.onPageChange(0, paging.limit);
  };

  if (balances.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (balances.error) {
    return <Result status="warning" title={t('customers.tabs.loadFailed')} subTitle={errorMessage(balances.error)} extra={<Button onClick={() => void balances.refetch()}>{t('common.retry')}</Button>} />;
  }
  if (!selection) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.statement.noAccounts')} data-testid="statement-empty" />;

  const columns: ColumnsType<StatementLine> = [
    { key: 'createdAt', title: t('ledger.statement.date'), render: (_, l) => <DateTimeCell value={l.createdAt} /> },
    {
      key: 'kind',
      title: t('ledger.statement.entry'),
      render: (_, l) => (
        <div style={{ lineHeight: 1.3 }}>
          <div>{labels.kind(l.kind)}</div>
          {l.memo && <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', maxWidth: 320 }} ellipsis={{ tooltip: l.memo }} dir="auto">{l.memo}</Typography.Text>}
        </div>
      ),
    },
    { key: 'amount', title: t('ledger.statement.amount'), align: 'end', render: (_, l) => <SignedAmount value={l.amount} testId="statement-amount" /> },
    { key: 'balanceAfter', title: t('ledger.statement.balanceAfter'), align: 'end', render: (_, l) => <MoneyCell value={l.balanceAfter} testId="statement-balance-after" /> },
    { key: 'actor', title: t('ledger.statement.postedBy'), render: (_, l) => l.actor?.name ?? <Typography.Text type="secondary">{t('ledger.statement.system')}</Typography.Text> },
    {
      key: 'reference',
      title: t('ledger.statement.reference'),
      render: (_, l) => <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: 'monospace' }} copyable={{ text: l.referenceId }} title={`${l.referenceType} ${l.referenceId}`}>{l.referenceId.slice(0, 8)}</Typography.Text>,
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="customer-statement">
      <Flex gap={12} wrap align="end" justify="space-between">
        <Flex gap={12} wrap align="end">
          <label>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{t('customers.balances.account')}</Typography.Text>
            <Select style={{ minWidth: 180 }} value={account} onChange={(value) => choose({ account: value, asset: undefined })} options={accounts.map(([value, label]) => ({ value, label }))} data-testid="statement-account" />
          </label>
          <label>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{t('customers.balances.asset')}</Typography.Text>
            <Select style={{ minWidth: 110 }} value={asset} onChange={(value) => choose({ asset: value })} options={assets.map((value) => ({ value, label: value }))} data-testid="statement-asset" />
          </label>
          <Segmented<CustomerBucket>
            value={chosen.bucket}
            onChange={(bucket) => choose({ bucket })}
            options={CUSTOMER_BUCKETS.map((value) => ({ value, label: labels.bucket(value) }))}
            data-testid="statement-bucket"
          />
        </Flex>
        <Flex gap={16} align="end">
          <Statistic title={t('ledger.statement.balance')} value={query.data?.balance ?? ''} formatter={() => <MoneyCell value={query.data?.balance ?? '0'} currency={asset} testId="statement-balance" />} />
          <ExportCsvButton fetchCsv={(signal) => fetchStatementCsv(customerId, selection, signal)} fallbackName={`statement-${asset}.csv`} testId="statement-export" />
        </Flex>
      </Flex>
      <ResourceTable<StatementLine>
        testId="statement-table"
        columns={columns}
        rowKey="id"
        {...tableStateOf(query)}
        {...paging}
        emptyText={t('ledger.statement.empty')}
      />
    </Space>
  );
}
