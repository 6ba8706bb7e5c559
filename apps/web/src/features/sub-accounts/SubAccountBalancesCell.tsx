import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/** What a sub-account holds: one line per asset, what is held for withdrawals beside it. */
export function SubAccountBalancesCell({ balances }: { balances: SubAccount['balances'] }) {
  const { t } = useTranslation();
  if (balances.length === 0) return <Typography.Text type="secondary">{t('subAccounts.empty.balances')}</Typography.Text>;
  return (
    <div style={{ lineHeight: 1.4 }} data-testid="sub-account-balances">
      {balances.map((b) => (
        <div key={b.asset}>
          <MoneyCell value={b.available} currency={b.asset} />
          {/[1-9]/.test(b.held) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}({t('subAccounts.heldAmount')} <MoneyCell value={b.held} />)
            </Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}
