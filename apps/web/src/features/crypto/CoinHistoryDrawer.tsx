import type { CoinChange, CryptoCoin } from '@exchange/contract/crypto/crypto-coins';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCoinHistory } from './crypto-queries.ts';

/** A coin's change history: its activation and every network field, with who, when, before, after and why. */
export function CoinHistoryDrawer({ coin, onClose }: { coin: CryptoCoin | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useCoinHistory(coin?.code, page);
  const value = (v: string | null) => (v === null ? <Typography.Text type="secondary">{t('common.none')}</Typography.Text> : <span dir="ltr" style={{ wordBreak: 'break-all' }}>{v === 'true' ? t('crypto.coins.on') : v === 'false' ? t('crypto.coins.off') : v}</span>);
  return (
    <EndDrawer open={Boolean(coin)} onClose={onClose} size={640} title={coin ? t('crypto.coins.historyTitle', { coin: coin.code }) : ''} data-testid="coin-history-drawer" destroyOnHidden>
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />}
      <Table<CoinChange>
        size="small"
        rowKey="id"
        data-testid="coin-history-table"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page + 1, pageSize: 20, total: query.data?.total ?? 0, onChange: (p) => setPage(p - 1), showSizeChanger: false }}
        columns={[
          { key: 'when', title: <>{t('crypto.fields.changedBy')} · {t('crypto.fields.changedAt')}</>, render: (_, c) => <div style={{ lineHeight: 1.35 }}><span>{c.changedBy.name}</span><DateTimeCell value={c.changedAt} /></div> },
          {
            key: 'what',
            title: t('crypto.fields.field'),
            render: (_, c) => (
              <div style={{ lineHeight: 1.5 }}>
                <Typography.Text strong data-testid="history-field">{c.network ? `${c.network.code} · ` : ''}{t(`crypto.changeField.${c.field}`)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{t('crypto.fields.before')}:</Typography.Text> {value(c.before)}
                </div>
                <div>
                  <Typography.Text type="secondary">{t('crypto.fields.after')}:</Typography.Text> <span data-testid="history-after">{value(c.after)}</span>
                </div>
              </div>
            ),
          },
          { key: 'reason', title: t('crypto.fields.reason'), render: (_, c) => <span dir="auto" data-testid="history-reason">{c.reason}</span> },
        ]}
      />
    </EndDrawer>
  );
}
