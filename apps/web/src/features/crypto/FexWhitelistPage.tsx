import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EXCHANGE_WALLET_KINDS, type Coin, type ExchangeWalletKind } from '@exchange/contract/crypto/crypto-rules';
import type { ExchangeAddress } from '@exchange/contract/crypto/crypto-whitelist';
import { Button, Form, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ExplorerLink } from './ExplorerLink.tsx';
import { NetworkCell } from './NetworkCell.tsx';
import { AddressFields } from './NetworkFields.tsx';
import { exchangeAddressFilters } from './crypto-filters.ts';
import { useAddExchangeAddress, useExchangeAddresses, useRemoveExchangeAddress } from './crypto-queries.ts';

interface FexValues {
  coin: Coin;
  network: string;
  address: string;
  kind: ExchangeWalletKind;
  label?: string;
  reason: string;
}

const kindColors: Readonly<Record<ExchangeWalletKind, string>> = { HOT: 'volcano', WARM: 'gold', COLD: 'geekblue' };

function AddExchangeAddressDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<FexValues>();
  const add = useAddExchangeAddress();
  return (
    <FormDrawer<FexValues>
      title={t('crypto.fex.addTitle')}
      onClose={onClose}
      saving={add.isPending}
      submitLabel={t('crypto.fex.add')}
      submitIcon={<PlusOutlined />}
      testId="crypto-fex-form"
      submitTestId="crypto-fex-form-submit"
      form={form}
      formName="cryptoFex"
      initialValues={{ coin: 'USDT', kind: 'HOT' }}
      onFinish={async (v) => {
        await add.mutateAsync({ coin: v.coin, network: v.network, address: v.address.trim(), kind: v.kind, label: v.label?.trim() || undefined, reason: v.reason.trim() });
        void message.success(t('crypto.fex.added'));
        onClose();
      }}
      fields={['coin', 'network', 'address', 'kind', 'label', 'reason']}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('crypto.fex.help')}</Typography.Paragraph>}
    >
      <AddressFields>
        <Form.Item name="kind" label={t('crypto.fields.kind')} rules={[{ required: true }]}>
          <Select options={EXCHANGE_WALLET_KINDS.map((k) => ({ value: k, label: t(`crypto.walletKind.${k}`) }))} data-testid="crypto-form-kind" />
        </Form.Item>
      </AddressFields>
    </FormDrawer>
  );
}

/** FEX Whitelist: the exchange's own wallets (hot, warm, cold) per network, which no customer may whitelist, withdraw to or be credited from. */
export default function FexWhitelistPage() {
  const { t } = useTranslation();
  const list = useUrlListState(exchangeAddressFilters.defaults);
  const query = useExchangeAddresses(apiQueryOf(exchangeAddressFilters, list));
  const canManage = useCan('crypto.fexWhitelist.manage');
  const remove = useRemoveExchangeAddress();
  const [adding, setAdding] = useState(false);

  const columns: ColumnsType<ExchangeAddress> = [
    { key: 'network', title: t('crypto.fields.network'), render: (_, e) => <NetworkCell coin={e.coin} network={e.network} /> },
    { key: 'kind', title: t('crypto.fields.kind'), render: (_, e) => <Tag color={kindColors[e.kind]} data-testid="row-kind">{t(`crypto.walletKind.${e.kind}`)}</Tag> },
    { key: 'address', title: t('crypto.fields.address'), render: (_, e) => <Space orientation="vertical" size={0}><ExplorerLink value={e.address} url={e.addressUrl} testId="row-address" />{e.label && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{e.label}</Typography.Text>}</Space> },
    { key: 'added', title: t('crypto.fields.addedBy'), render: (_, e) => <Space orientation="vertical" size={0}><span>{e.addedBy?.name ?? ''}</span><DateTimeCell value={e.addedAt} /></Space> },
    {
      key: 'actions',
      title: t('crypto.fields.actions'),
      fixed: 'end',
      hidden: !canManage,
      render: (_, e) =>
        canManage ? (
          <ConfirmReasonButton
            danger
            size="small"
            icon={<DeleteOutlined />}
            label={t('crypto.fex.remove')}
            title={t('crypto.fex.removeTitle', { address: e.address })}
            description={t('crypto.fex.removeEffect')}
            okText={t('crypto.fex.remove')}
            reason="required"
            reasonLabel={t('crypto.fields.reason')}
            onConfirm={(reason) => remove.mutateAsync({ id: e.id, reason: reason ?? '' })}
            successMessage={t('crypto.fex.removed')}
            testId="crypto-fex-remove"
          />
        ) : null,
    },
  ];

  return (
    <ListPage
      testId="crypto-fex-page"
      filters={exchangeAddressFilters}
      filtersTestId="crypto-fex-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="crypto-fex-table"
      empty={{ none: t('crypto.fex.empty'), filtered: t('crypto.fex.emptyFiltered') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="crypto-fex-add">
            {t('crypto.fex.add')}
          </Button>
        )
      }
    >
      {adding && <AddExchangeAddressDrawer onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
