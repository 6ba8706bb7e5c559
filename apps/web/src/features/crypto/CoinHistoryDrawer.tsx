import type { CoinChange, CryptoCoin } from '@exchange/contract/crypto/crypto-coins';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryTable } from '../../components/ChangeHistoryTable.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { useCoinHistory } from './crypto-queries.ts';

/** A coin's change history: its activation and every network field, with who, when, before, after and why. */
export function CoinHistoryDrawer({ coin, onClose }: { coin: CryptoCoin | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useCoinHistory(coin?.code, page);
  const valueText = (_: CoinChange, value: string) =>
    value === 'true' ? t('crypto.coins.on') : value === 'false' ? t('crypto.coins.off') : <span dir="ltr" style={{ wordBreak: 'break-all' }}>{value}</span>;
  return (
    <EndDrawer open={Boolean(coin)} onClose={onClose} size={640} title={coin ? t('crypto.coins.historyTitle', { coin: coin.code }) : ''} data-testid="coin-history-drawer" destroyOnHidden>
      <ChangeHistoryTable<CoinChange>
        query={query}
        page={page}
        onPage={setPage}
        testId="coin-history"
        emptyText={t('crypto.coins.historyEmpty')}
        fieldLabel={(c) => `${c.network ? `${c.network.code} · ` : ''}${t(`crypto.changeField.${c.field}`)}`}
        valueText={valueText}
        extraColumns={[{ key: 'reason', title: t('crypto.fields.reason'), render: (_, c) => <span dir="auto" data-testid="history-reason">{c.reason}</span> }]}
      />
    </EndDrawer>
  );
}
