import type { BundleCoin } from '@exchange/contract/bundles/bundles';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A bundle's coins with their weights, as small tags in the basket's order: "BTC 50%". */
export function BundleBasket({ coins }: { coins: readonly BundleCoin[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap style={{ maxWidth: 260 }} data-testid="bundle-basket">
      {coins.map((c) => (
        <Tag key={c.coin} style={{ marginInlineEnd: 0 }} data-testid="bundle-coin">
          <span dir="ltr">{t('bundles.list.coinWeight', { coin: c.coin, weight: c.weight })}</span>
        </Tag>
      ))}
    </Flex>
  );
}
