import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { CustomerCell } from '../../components/list/record-cells.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { AddWhitelistDrawer } from './AddWhitelistDrawer.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { NetworkCell } from './NetworkCell.tsx';
import { whitelistFilters } from './crypto-filters.ts';
import { useRemoveWhitelistAddress, useWhitelist } from './crypto-queries.ts';

/** A whitelist entry's cool-down: running until a time (withdrawals to it are held), or over. */
export function CoolDownTag({ entry }: { entry: Pick<WhitelistAddress, 'inCoolDown' | 'coolDownUntil'> }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  return entry.inCoolDown ? (
    <Tag color="orange" data-testid="row-cool-down">{t('crypto.whitelist.coolDownUntil', { time: dateTime(entry.coolDownUntil) })}</Tag>
  ) : (
    <Tag color="success" data-testid="row-cool-down">{t('crypto.whitelist.ready')}</Tag>
  );
}

export function RemoveWhitelistButton({ entry }: { entry: WhitelistAddress }) {
  const { t } = useTranslation();
  const remove = useRemoveWhitelistAddress();
  return (
    <ConfirmReasonButton
      danger
      size="small"
      icon={<DeleteOutlined />}
      label={t('crypto.whitelist.remove')}
      title={t('crypto.whitelist.removeTitle', { address: entry.address })}
      description={t('crypto.whitelist.removeEffect', { customer: entry.customer.name })}
      okText={t('crypto.whitelist.remove')}
      reason="required"
      reasonLabel={t('crypto.fields.reason')}
      onConfirm={(reason) => remove.mutateAsync({ id: entry.id, reason: reason ?? '' })}
      successMessage={t('crypto.whitelist.removed')}
      testId="crypto-whitelist-remove"
    />
  );
}

/** Whitelist: every customer's allowed withdrawal addresses per network, with their cool-down. */
export default function WhitelistPage() {
  const { t } = useTranslation();
  const list = useUrlListState(whitelistFilters.defaults);
  const query = useWhitelist(apiQueryOf(whitelistFilters, list));
  const canManage = useCan('crypto.whitelist.manage');
  const [adding, setAdding] = useState(false);

  const columns: ColumnsType<WhitelistAddress> = [
    { key: 'customer', title: t('crypto.fields.customer'), render: (_, e) => <CustomerCell customer={e.customer} /> },
    { key: 'network', title: t('crypto.fields.network'), render: (_, e) => <NetworkCell coin={e.coin} network={e.network} /> },
    { key: 'address', title: t('crypto.fields.address'), render: (_, e) => <Space orientation="vertical" size={0}><ExplorerLink value={e.address} url={e.addressUrl} testId="row-address" />{e.label && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{e.label}</Typography.Text>}</Space> },
    { key: 'coolDown', title: t('crypto.fields.coolDown'), render: (_, e) => <CoolDownTag entry={e} /> },
    { key: 'added', title: t('crypto.fields.addedBy'), render: (_, e) => <Space orientation="vertical" size={0}><span>{e.addedBy?.name ?? t('crypto.fields.fromExchange')}</span><DateTimeCell value={e.addedAt} /></Space> },
    { key: 'reason', title: t('crypto.fields.reason'), render: (_, e) => <Typography.Text dir="auto" ellipsis={{ tooltip: e.reason }} style={{ maxWidth: 220 }}>{e.reason}</Typography.Text> },
    { key: 'actions', title: t('crypto.fields.actions'), fixed: 'end', hidden: !canManage, render: (_, e) => (canManage ? <RemoveWhitelistButton entry={e} /> : null) },
  ];

  return (
    <ListPage
      testId="crypto-whitelist-page"
      filters={whitelistFilters}
      filtersTestId="crypto-whitelist-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="crypto-whitelist-table"
      empty={{ none: t('crypto.whitelist.empty'), filtered: t('crypto.whitelist.emptyFiltered') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="crypto-whitelist-add">
            {t('crypto.whitelist.add')}
          </Button>
        )
      }
    >
      {adding && <AddWhitelistDrawer onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
