import type { Merchant } from '@exchange/contract/p2p/merchants';
import { useTranslation } from 'react-i18next';
import { useSetMerchantActive, useSetMerchantOnline } from './merchant-queries.ts';
import { ConfirmSwitch, type ConfirmCopy } from '../../../components/ConfirmSwitch.tsx';

export interface MerchantStatusSwitchProps {
  merchant: Merchant;
  kind: 'active' | 'online';
  canWrite: boolean;
}

/** The merchant's active or online switch, with the consequences spelt out before the change. */
export function MerchantStatusSwitch({ merchant, kind, canWrite }: MerchantStatusSwitchProps) {
  const { t } = useTranslation();
  const setActive = useSetMerchantActive();
  const setOnline = useSetMerchantOnline();
  const name = { name: merchant.name };

  if (kind === 'active') {
    const copy = (next: boolean): ConfirmCopy =>
      next
        ? { title: t('merchants.toggle.activateTitle', name), description: t('merchants.toggle.activateBody'), okText: t('merchants.toggle.activate') }
        : {
            title: t('merchants.toggle.deactivateTitle', name),
            description: merchant.isOnline ? t('merchants.toggle.deactivateOnlineBody') : t('merchants.toggle.deactivateBody'),
            okText: t('merchants.toggle.deactivate'),
          };
    return (
      <ConfirmSwitch
        checked={merchant.isActive}
        pending={setActive.isPending}
        canWrite={canWrite}
        ariaLabel={t('merchants.toggle.activeLabel', name)}
        checkedLabel={t('merchants.state.active')}
        uncheckedLabel={t('merchants.state.inactive')}
        copy={copy}
        onConfirm={async (isActive) => {
          const updated = await setActive.mutateAsync({ id: merchant.id, isActive });
          return updated.isActive ? t('merchants.toggle.activated', { name: updated.name }) : t('merchants.toggle.deactivated', { name: updated.name });
        }}
        testId="merchant-active-switch"
      />
    );
  }

  const copy = (next: boolean): ConfirmCopy =>
    next
      ? {
          title: t('merchants.toggle.onlineTitle', name),
          description: merchant.isActive ? t('merchants.toggle.onlineBody') : t('merchants.toggle.onlineInactiveBody'),
          okText: t('merchants.toggle.goOnline'),
        }
      : { title: t('merchants.toggle.offlineTitle', name), description: t('merchants.toggle.offlineBody'), okText: t('merchants.toggle.goOffline') };
  return (
    <ConfirmSwitch
      checked={merchant.isOnline}
      pending={setOnline.isPending}
      canWrite={canWrite}
      ariaLabel={t('merchants.toggle.onlineLabel', name)}
      checkedLabel={t('merchants.state.online')}
      uncheckedLabel={t('merchants.state.offline')}
      copy={copy}
      onConfirm={async (isOnline) => {
        const updated = await setOnline.mutateAsync({ id: merchant.id, isOnline });
        return updated.isOnline ? t('merchants.toggle.wentOnline', { name: updated.name }) : t('merchants.toggle.wentOffline', { name: updated.name });
      }}
      testId="merchant-online-switch"
    />
  );
}
