import { COINS, CRYPTO_ADDRESS_MAX, CRYPTO_LABEL_MAX, CRYPTO_REASON_MAX, CRYPTO_REASON_MIN, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCryptoCoins } from './crypto-queries.ts';

/** The coin and one of its networks (the network choices follow the coin). */
export function NetworkFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ coin?: Coin; network?: string }>();
  const coins = useCryptoCoins();
  const coin = Form.useWatch('coin', form);
  const networks = coins.data?.items.find((c) => c.code === coin)?.networks ?? [];
  return (
    <>
      <Form.Item name="coin" label={t('crypto.fields.coin')} rules={[{ required: true }]}>
        <Select options={COINS.map((c) => ({ value: c, label: c }))} onChange={() => form.setFieldValue('network', undefined)} data-testid="crypto-form-coin" />
      </Form.Item>
      <Form.Item name="network" label={t('crypto.fields.network')} rules={[{ required: true, message: t('crypto.validation.network') }]}>
        <Select loading={coins.isPending} options={networks.map((n) => ({ value: n.code, label: `${n.code} · ${n.name}` }))} data-testid="crypto-form-network" />
      </Form.Item>
    </>
  );
}

/**
 * An address added to a whitelist (the customer's, the exchange's own): its network, the address,
 * the fields of that list (`children`, a wallet's kind), an optional label and the reason.
 */
export function AddressFields({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <NetworkFields />
      <Form.Item name="address" label={t('crypto.fields.address')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.address') }]}>
        <Input maxLength={CRYPTO_ADDRESS_MAX} dir="ltr" data-testid="crypto-form-address" />
      </Form.Item>
      {children}
      <Form.Item name="label" label={t('crypto.fields.labelOptional')}>
        <Input maxLength={CRYPTO_LABEL_MAX} data-testid="crypto-form-label" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('crypto.fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('crypto.validation.reason') }, { min: CRYPTO_REASON_MIN, message: t('crypto.validation.reasonLength', { min: CRYPTO_REASON_MIN }) }]}
      >
        <Input.TextArea rows={2} maxLength={CRYPTO_REASON_MAX} showCount data-testid="crypto-form-reason" />
      </Form.Item>
    </>
  );
}
