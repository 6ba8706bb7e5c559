import type { AdPriceReference } from '@exchange/contract/p2p/ads';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { AD_PRICE_WARN_PERCENT, type PriceDeviation } from './ad-form.ts';

export interface AdPriceReferenceNoteProps {
  pair: { side: string; coin: string; fiat: string };
  reference: AdPriceReference | undefined;
  loading: boolean;
  deviation: PriceDeviation | null;
}

/**
 * Under the price: the market reference (the median price of the other active ads of the pair, of
 * every merchant) and, when the price typed is further than AD_PRICE_WARN_PERCENT from it, a warning
 * with the deviation. A warning only: saving such a price asks for a confirmation, it is not refused.
 */
export function AdPriceReferenceNote({ pair, reference, loading, deviation }: AdPriceReferenceNoteProps) {
  const { t, i18n } = useTranslation();
  if (loading || !reference) return null;
  if (reference.median === null) {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: -16, marginBottom: 16 }} data-testid="ad-price-reference">
        {t('ads.price.noReference', pair)}
      </Typography.Text>
    );
  }
  const percent = deviation ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(Math.abs(deviation.percent)) : '';
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="ad-price-reference">
        {t('ads.price.reference')} <MoneyCell value={reference.median} currency={pair.fiat} testId="ad-price-reference-median" />
        {' · '}
        {t('ads.price.referenceHint', { ...pair, n: reference.adCount })}
      </Typography.Text>
      {deviation?.far && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t(deviation.percent > 0 ? 'ads.price.farAbove' : 'ads.price.farBelow', { percent, max: AD_PRICE_WARN_PERCENT })}
          description={t('ads.price.farHint')}
          data-testid="ad-price-far"
        />
      )}
    </div>
  );
}
