import { EditOutlined, HistoryOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { SaverProduct } from '@exchange/contract/savers/savers';
import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { saverFilters } from './saver-filters.ts';
import { SaverFormDrawer } from './SaverFormDrawer.tsx';
import { SaverHistoryDrawer } from './SaverHistoryDrawer.tsx';
import { usePostSaverYield, useSaverProducts, useSetSaverState } from './saver-queries.ts';

function SaverStateSwitch({ product, canManage }: { product: SaverProduct; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetSaverState();
  const name = { name: product.name };
  return (
    <ConfirmSwitch
      checked={product.state === 'ACTIVE'}
      pending={setState.isPending}
      canWrite={canManage}
      ariaLabel={t('savers.toggle.label', name)}
      checkedLabel={t('savers.state.ACTIVE')}
      uncheckedLabel={t('savers.state.INACTIVE')}
      copy={(next) =>
        next
          ? { title: t('savers.toggle.activateTitle', name), description: t('savers.toggle.activateBody'), okText: t('savers.toggle.activate') }
          : { title: t('savers.toggle.deactivateTitle', name), description: t('savers.toggle.deactivateBody', { savers: String(product.savers) }), okText: t('savers.toggle.deactivate') }
      }
      onConfirm={async (next) => {
        const saved = await setState.mutateAsync({ id: product.id, body: { state: next ? 'ACTIVE' : 'INACTIVE' } });
        return saved.state === 'ACTIVE' ? t('savers.toggle.activated', { name: saved.name }) : t('savers.toggle.deactivated', { name: saved.name });
      }}
      testId="saver-state-switch"
    />
  );
}

/** "Post yield now": today's yield of the product, after a confirmation naming the rate; a second time the same day pays nothing. */
function PostYieldButton({ product }: { product: SaverProduct }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const post = usePostSaverYield();
  const today = new Date().toISOString().slice(0, 10);
  const done = product.lastPosting?.day === today;
  const confirm = async () => {
    try {
      const posted = await post.mutateAsync(product.id);
      if (posted.alreadyPosted) void message.info(t('savers.yield.already', { day: posted.day }));
      else void message.success(t('savers.yield.posted', { total: posted.total, coin: product.coin, positions: String(posted.positions) }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm
      title={t('savers.yield.confirmTitle', { name: product.name })}
      description={t('savers.yield.confirmBody', { rate: product.yieldRate, day: today })}
      okText={t('savers.yield.post')}
      cancelText={t('common.cancel')}
      onConfirm={() => void confirm()}
    >
      <Tooltip title={done ? t('savers.yield.doneToday') : undefined}>
        <Button size="small" icon={<SendOutlined />} loading={post.isPending} disabled={done} data-testid="saver-post-yield">
          {t('savers.yield.post')}
        </Button>
      </Tooltip>
    </Popconfirm>
  );
}

/** Savers: flexible savings per coin with their yield rate, what customers saved, and the daily yield postings. */
export default function SaversPage() {
  const { t } = useTranslation();
  const canManage = useCan('savers.manage');
  const format = useCountFormat();
  const list = useUrlListState(saverFilters.defaults);
  const query = useSaverProducts(apiQueryOf(saverFilters, list));
  const [editing, setEditing] = useState<{ product: SaverProduct | null } | null>(null);
  const [history, setHistory] = useState<SaverProduct>();

  const columns: ColumnsType<SaverProduct> = [
    {
      key: 'name',
      title: t('savers.fields.name'),
      sorter: true,
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text strong dir="auto" data-testid="saver-name">
            {p.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.coin}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'yieldRate', title: t('savers.fields.yieldRate'), align: 'end', render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="saver-rate">{t('savers.list.rateValue', { rate: p.yieldRate })}</span> },
    { key: 'savers', title: t('savers.fields.savers'), align: 'end', render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.count(p.savers)}</span> },
    { key: 'saved', title: t('savers.fields.saved'), sorter: true, align: 'end', render: (_, p) => <MoneyCell value={p.saved} currency={p.coin} /> },
    { key: 'yieldPaid', title: t('savers.fields.yieldPaid'), align: 'end', render: (_, p) => <MoneyCell value={p.yieldPaid} currency={p.coin} testId="saver-yield-paid" /> },
    {
      key: 'lastPosting',
      title: t('savers.fields.lastPosting'),
      render: (_, p) =>
        p.lastPosting ? (
          <div style={{ lineHeight: 1.35 }} data-testid="saver-last-posting">
            <span>{p.lastPosting.day}</span>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <MoneyCell value={p.lastPosting.total} currency={p.coin} />
              </Typography.Text>
            </div>
          </div>
        ) : (
          <Typography.Text type="secondary">{t('savers.list.never')}</Typography.Text>
        ),
    },
    { key: 'state', title: t('savers.fields.state'), render: (_, p) => <SaverStateSwitch product={p} canManage={canManage} /> },
    {
      key: 'actions',
      title: t('savers.list.actions'),
      render: (_, p) => (
        <Space size={4}>
          {canManage && <PostYieldButton product={p} />}
          <RowIconButton title={t('savers.list.history')} ariaLabel={t('savers.list.historyNamed', { name: p.name })} icon={<HistoryOutlined />} onClick={() => setHistory(p)} testId="saver-history" />
          {canManage && <RowIconButton title={t('savers.list.edit')} ariaLabel={t('savers.list.editNamed', { name: p.name })} icon={<EditOutlined />} onClick={() => setEditing({ product: p })} testId="saver-edit" />}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="savers-page"
      filters={saverFilters}
      filtersTestId="saver-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="saver-table"
      empty={{ none: t('savers.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ product: null })} data-testid="saver-create">
            {t('savers.list.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {editing && <SaverFormDrawer product={editing.product} onClose={() => setEditing(null)} />}
      <SaverHistoryDrawer product={history} onClose={() => setHistory(undefined)} />
    </ListPage>
  );
}
