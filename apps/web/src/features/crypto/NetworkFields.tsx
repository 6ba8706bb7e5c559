import { COINS, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Select } from 'antd';
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
