import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why a withdrawal waits for judgement: over a limit, or to an address in its whitelist cool-down. */
export function HoldTags({ withdrawal }: { withdrawal: Pick<CryptoWithdrawal, 'holdReasons'> }) {
  const { t } = useTranslation();
  return (
    <>
      {withdrawal.holdReasons.map((reason) => (
        <Tag key={reason} color="orange" style={{ marginInlineEnd: 0 }} data-testid="row-hold">
          {t(`crypto.holdReason.${reason}`)}
        </Tag>
      ))}
    </>
  );
}
