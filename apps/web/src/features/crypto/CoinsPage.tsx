import { EditOutlined, HistoryOutlined, PoweroffOutlined } from '@ant-design/icons';
import type { CryptoCoin, CryptoNetwork } from '@exchange/contract/crypto/crypto-coins';
import { Button, Card, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { CoinHistoryDrawer } from './CoinHistoryDrawer.tsx';
import { EditNetworkDrawer } from './EditNetworkDrawer.tsx';
import { NetworkSwitchTag } from './NetworkSwitchTag.tsx';
import { useCryptoCoins, useSetCoinActive } from './crypto-queries.ts';

/** etherscan.io from https://etherscan.io/tx/{tx}; the template itself if it is not a URL. */
function explorerHost(template: string) {
  try {
    return new URL(template.replace('{tx}', 'x')).host;
  } catch {
    return template;
  }
}

function Networks({ coin, canManage, onEdit }: { coin: CryptoCoin; canManage: boolean; onEdit: (network: CryptoNetwork) => void }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('crypto.coins.noMaximum')}</Typography.Text>;
  return (
    <Table<CryptoNetwork>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={coin.networks}
      // Every coin's table the same width, its long headings wrapped: the columns line up from card to card and fit beside the menu; narrower, it scrolls.
      tableLayout="fixed"
      scroll={{ x: 1120 }}
      data-testid={`coin-networks-${coin.code}`}
      onRow={(n) => ({ 'data-network': n.code }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'network', title: t('crypto.fields.network'), render: (_, n) => <Space orientation="vertical" size={0}><Typography.Text strong>{n.code}</Typography.Text><Typography.Text type="secondary" style={{ fontSize: 12 }}>{n.name}</Typography.Text></Space> },
        { key: 'deposits', title: t('crypto.fields.depositEnabled'), width: 84, render: (_, n) => <NetworkSwitchTag on={n.depositEnabled} testId="network-deposits" /> },
        { key: 'withdrawals', title: t('crypto.fields.withdrawalEnabled'), width: 104, render: (_, n) => <NetworkSwitchTag on={n.withdrawalEnabled} testId="network-withdrawals" /> },
        { key: 'fee', title: t('crypto.fields.withdrawalFee'), width: 104, align: 'end', render: (_, n) => <MoneyCell value={n.withdrawalFee} currency={coin.code} testId="network-fee" /> },
        { key: 'minWithdrawal', title: t('crypto.fields.minWithdrawal'), width: 100, align: 'end', render: (_, n) => <MoneyCell value={n.minWithdrawal} /> },
        { key: 'maxWithdrawal', title: t('crypto.fields.maxWithdrawal'), width: 100, align: 'end', render: (_, n) => (n.maxWithdrawal === null ? none : <MoneyCell value={n.maxWithdrawal} />) },
        { key: 'minDeposit', title: t('crypto.fields.minDeposit'), width: 84, align: 'end', render: (_, n) => <MoneyCell value={n.minDeposit} /> },
        { key: 'decimals', title: t('crypto.fields.decimals'), width: 88, align: 'end', render: (_, n) => n.decimals },
        { key: 'confirmations', title: t('crypto.fields.requiredConfirmations'), width: 128, align: 'end', render: (_, n) => <span data-testid="network-confirmations">{n.requiredConfirmations}</span> },
        {
          key: 'explorer',
          title: t('crypto.fields.explorer'),
          width: 112,
          // The explorer's host; its whole link template in the tooltip, cut short rather than pushed under the actions.
          render: (_, n) =>
            n.txExplorerUrl ? (
              <Typography.Text type="secondary" ellipsis={{ tooltip: n.txExplorerUrl }} style={{ fontSize: 12, fontFamily: 'monospace', maxWidth: 96 }} dir="ltr" data-testid="network-explorer">
                {explorerHost(n.txExplorerUrl)}
              </Typography.Text>
            ) : null,
        },
        {
          key: 'actions',
          title: t('crypto.fields.actions'),
          width: 96,
          fixed: 'end',
          render: (_, n) =>
            canManage ? (
              <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(n)} data-testid="network-edit">
                {t('crypto.coins.editNetwork')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

function CoinToggle({ coin }: { coin: CryptoCoin }) {
  const { t } = useTranslation();
  const setActive = useSetCoinActive();
  const next = !coin.active;
  const facts = { coin: coin.code, name: coin.name };
  return (
    <ConfirmReasonButton
      size="small"
      danger={coin.active}
      icon={<PoweroffOutlined />}
      label={t(next ? 'crypto.coins.activate' : 'crypto.coins.deactivate')}
      title={t(next ? 'crypto.coins.activateTitle' : 'crypto.coins.deactivateTitle', facts)}
      description={t(next ? 'crypto.coins.activateEffect' : 'crypto.coins.deactivateEffect', facts)}
      okText={t(next ? 'crypto.coins.activate' : 'crypto.coins.deactivate')}
      reason="required"
      reasonLabel={t('crypto.fields.reason')}
      onConfirm={(reason) => setActive.mutateAsync({ code: coin.code, body: { active: next, reason: reason ?? '' } })}
      successMessage={t(next ? 'crypto.coins.activated' : 'crypto.coins.deactivated', facts)}
      testId="coin-toggle"
    />
  );
}

/** Manage Crypto Coins: each coin with its networks' switches, fees, bounds, confirmations and explorer; activate/deactivate; edits with a reason and their history. */
export default function CoinsPage() {
  const { t } = useTranslation();
  const query = useCryptoCoins();
  const canManage = useCan('crypto.coins.manage');
  const [editing, setEditing] = useState<{ coin: CryptoCoin; network: CryptoNetwork } | undefined>();
  const [history, setHistory] = useState<CryptoCoin | undefined>();

  if (query.isError) return <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="crypto-coins-page">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('crypto.coins.help')}</Typography.Paragraph>
      {query.isPending && <Card loading />}
      {query.data?.items.map((coin) => (
        <Card
          key={coin.code}
          size="small"
          data-testid={`coin-${coin.code}`}
          data-active={coin.active}
          title={
            <Space wrap>
              <Typography.Text strong style={{ fontSize: 16 }}>{coin.code}</Typography.Text>
              <Typography.Text type="secondary">{coin.name}</Typography.Text>
              <StatusTag status={coin.active ? 'ACTIVE' : 'INACTIVE'} testId="coin-status" />
            </Space>
          }
          extra={
            <Space wrap>
              <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistory(coin)} data-testid="coin-history">
                {t('crypto.coins.history')}
              </Button>
              {canManage && <CoinToggle coin={coin} />}
            </Space>
          }
        >
          <Networks coin={coin} canManage={canManage} onEdit={(network) => setEditing({ coin, network })} />
        </Card>
      ))}
      {editing && <EditNetworkDrawer coin={editing.coin} network={editing.network} onClose={() => setEditing(undefined)} />}
      <CoinHistoryDrawer coin={history} onClose={() => setHistory(undefined)} />
    </Flex>
  );
}
