import type { MerchantPaymentType } from '@exchange/contract/p2p/merchant-rules';
import { useTranslation } from 'react-i18next';

/** The translated name of a payment type; written out so that every key is checked to exist. */
export function usePaymentTypeLabel(): (type: MerchantPaymentType) => string {
  const { t } = useTranslation();
  return (type) => {
    switch (type) {
      case 'BANK_TRANSFER':
        return t('paymentMethods.types.BANK_TRANSFER');
      case 'MOBILE_MONEY':
        return t('paymentMethods.types.MOBILE_MONEY');
      case 'CASH':
        return t('paymentMethods.types.CASH');
      case 'CARD':
        return t('paymentMethods.types.CARD');
      case 'E_WALLET':
        return t('paymentMethods.types.E_WALLET');
    }
  };
}
