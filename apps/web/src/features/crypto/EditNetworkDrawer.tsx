import { SaveOutlined } from '@ant-design/icons';
import type { CryptoCoin, CryptoNetwork, UpdateCryptoNetwork } from '@exchange/contract/crypto/crypto-coins';
import { ADDRESS_PLACEHOLDER, CRYPTO_DECIMALS_MAX, CRYPTO_REASON_MAX, CRYPTO_REASON_MIN, NETWORK_FIELDS, TX_PLACEHOLDER } from '@exchange/contract/crypto/crypto-rules';
import { Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useUpdateNetwork } from './crypto-queries.ts';

interface NetworkValues {
  depositEnabled: boolean;
  withdrawalEnabled: boolean;
  withdrawalFee: string;
  minWithdrawal: string;
  maxWithdrawal: string;
  minDeposit: string;
  decimals: number;
  requiredConfirmations: number;
  addressExplorerUrl: string;
  txExplorerUrl: string;
  reason: string;
}

const fields = [...NETWORK_FIELDS, 'reason'] as const;
const AMOUNT = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;

/** The fields the admin changed, as the API takes them; an emptied maximum or explorer is null. */
function changesOf(network: CryptoNetwork, v: NetworkValues): UpdateCryptoNetwork {
  const text = (value: string) => value.trim();
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const body: UpdateCryptoNetwork = { reason: v.reason.trim() };
  if (v.depositEnabled !== network.depositEnabled) body.depositEnabled = v.depositEnabled;
  if (v.withdrawalEnabled !== network.withdrawalEnabled) body.withdrawalEnabled = v.withdrawalEnabled;
  if (text(v.withdrawalFee) !== network.withdrawalFee) body.withdrawalFee = text(v.withdrawalFee);
  if (text(v.minWithdrawal) !== network.minWithdrawal) body.minWithdrawal = text(v.minWithdrawal);
  if (orNull(v.maxWithdrawal) !== network.maxWithdrawal) body.maxWithdrawal = orNull(v.maxWithdrawal);
  if (text(v.minDeposit) !== network.minDeposit) body.minDeposit = text(v.minDeposit);
  if (v.decimals !== network.decimals) body.decimals = v.decimals;
  if (v.requiredConfirmations !== network.requiredConfirmations) body.requiredConfirmations = v.requiredConfirmations;
  if (orNull(v.addressExplorerUrl) !== network.addressExplorerUrl) body.addressExplorerUrl = orNull(v.addressExplorerUrl);
  if (orNull(v.txExplorerUrl) !== network.txExplorerUrl) body.txExplorerUrl = orNull(v.txExplorerUrl);
  return body;
}

/** Edits one network's settings with a reason; each changed field becomes a history row. Mount it only while open. */
export function EditNetworkDrawer({ coin, network, onClose }: { coin: CryptoCoin; network: CryptoNetwork; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<NetworkValues>();
  const update = useUpdateNetwork();
  const amountRules = [{ required: true, message: t('crypto.validation.amount') }, { pattern: AMOUNT, message: t('crypto.validation.amount') }];

  const onFinish = async (values: NetworkValues) => {
    await update.mutateAsync({ id: network.id, body: changesOf(network, values) });
    void message.success(t('crypto.coins.networkSaved', { coin: coin.code, network: network.code }));
    onClose();
  };

  return (
    <FormDrawer<NetworkValues>
      title={t('crypto.coins.editTitle', { coin: coin.code, network: network.code })}
      onClose={onClose}
      saving={update.isPending}
      submitLabel={t('crypto.coins.saveNetwork')}
      submitIcon={<SaveOutlined />}
      size={520}
      testId="network-form"
      submitTestId="network-form-submit"
      form={form}
      formName="cryptoNetwork"
      initialValues={{ ...network, maxWithdrawal: network.maxWithdrawal ?? '', addressExplorerUrl: network.addressExplorerUrl ?? '', txExplorerUrl: network.txExplorerUrl ?? '', reason: '' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('crypto.coins.editHelp')}</Typography.Paragraph>}
    >
      <Form.Item name="depositEnabled" label={t('crypto.fields.depositEnabled')} valuePropName="checked">
        <Switch data-testid="network-form-deposits" />
      </Form.Item>
      <Form.Item name="withdrawalEnabled" label={t('crypto.fields.withdrawalEnabled')} valuePropName="checked">
        <Switch data-testid="network-form-withdrawals" />
      </Form.Item>
      <Form.Item name="withdrawalFee" label={t('crypto.fields.withdrawalFee')} rules={amountRules}>
        <Input inputMode="decimal" dir="ltr" suffix={coin.code} data-testid="network-form-fee" />
      </Form.Item>
      <Form.Item name="minWithdrawal" label={t('crypto.fields.minWithdrawal')} rules={amountRules}>
        <Input inputMode="decimal" dir="ltr" suffix={coin.code} data-testid="network-form-min-withdrawal" />
      </Form.Item>
      <Form.Item name="maxWithdrawal" label={t('crypto.fields.maxWithdrawal')} extra={t('crypto.coins.maxEmpty')} rules={[{ pattern: AMOUNT, message: t('crypto.validation.amount') }]}>
        <Input inputMode="decimal" dir="ltr" suffix={coin.code} data-testid="network-form-max-withdrawal" />
      </Form.Item>
      <Form.Item name="minDeposit" label={t('crypto.fields.minDeposit')} rules={amountRules}>
        <Input inputMode="decimal" dir="ltr" suffix={coin.code} data-testid="network-form-min-deposit" />
      </Form.Item>
      <Form.Item name="decimals" label={t('crypto.fields.decimals')} rules={[{ required: true }]}>
        <InputNumber min={0} max={CRYPTO_DECIMALS_MAX} precision={0} style={{ width: '100%' }} data-testid="network-form-decimals" />
      </Form.Item>
      <Form.Item name="requiredConfirmations" label={t('crypto.fields.requiredConfirmations')} rules={[{ required: true }]}>
        <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} data-testid="network-form-confirmations" />
      </Form.Item>
      <Form.Item name="addressExplorerUrl" label={t('crypto.fields.addressExplorerUrl')} extra={t('crypto.coins.templateHelp', { placeholder: ADDRESS_PLACEHOLDER })}>
        <Input dir="ltr" data-testid="network-form-address-url" />
      </Form.Item>
      <Form.Item name="txExplorerUrl" label={t('crypto.fields.txExplorerUrl')} extra={t('crypto.coins.templateHelp', { placeholder: TX_PLACEHOLDER })}>
        <Input dir="ltr" data-testid="network-form-tx-url" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('crypto.fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('crypto.validation.reason') }, { min: CRYPTO_REASON_MIN, message: t('crypto.validation.reasonLength', { min: CRYPTO_REASON_MIN }) }]}
      >
        <Input.TextArea rows={2} maxLength={CRYPTO_REASON_MAX} showCount data-testid="network-form-reason" />
      </Form.Item>
    </FormDrawer>
  );
}
