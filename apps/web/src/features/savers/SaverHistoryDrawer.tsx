import type { SaverChange, SaverProduct, SaverYieldPosting } from '@exchange/contract/savers/savers';
import { Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryTable, HISTORY_PAGE_SIZE } from '../../components/ChangeHistoryTable.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useSaverHistory, useSaverPostings } from './saver-queries.ts';
import { SAVER_FIELD_KEYS, SAVER_STATE_KEYS, isSaverState } from './saver-text-keys.ts';

const paging = (page: number, total: number | null | undefined, setPage: (page: number) => void) => ({
  current: page + 1,
  pageSize: HISTORY_PAGE_SIZE,
  total: total ?? 0,
  onChange: (p: number) => setPage(p - 1),
  showSizeChanger: false,
  hideOnSinglePage: true,
});

function ChangesTab({ product }: { product: SaverProduct }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useSaverHistory(product.id, page);
  const valueText = (change: SaverChange, value: string) => {
    if (change.field === 'state' && isSaverState(value)) return t(SAVER_STATE_KEYS[value]);
    if (change.field === 'yieldRate') return t('savers.list.rateValue', { rate: value });
    return undefined;
  };
  return (
    <ChangeHistoryTable<SaverChange>
      query={query}
      page={page}
      onPage={setPage}
      testId="saver-history"
      emptyText={t('savers.history.empty')}
      fieldLabel={(c) => t(SAVER_FIELD_KEYS[c.field])}
      valueText={valueText}
    />
  );
}

function PostingsTab({ product }: { product: SaverProduct }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useSaverPostings(product.id, page);
  return (
    <>
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />}
      <Table<SaverYieldPosting>
        size="small"
        rowKey="id"
        data-testid="saver-postings-table"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText: t('savers.postings.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={paging(page, query.data?.total, setPage)}
        columns={[
          { key: 'day', title: t('savers.postings.day'), render: (_, p) => <Typography.Text strong>{p.day}</Typography.Text> },
          { key: 'rate', title: t('savers.fields.yieldRate'), align: 'end', render: (_, p) => t('savers.list.rateValue', { rate: p.yieldRate }) },
          { key: 'positions', title: t('savers.postings.positions'), align: 'end', render: (_, p) => p.positions },
          { key: 'total', title: t('savers.postings.total'), align: 'end', render: (_, p) => <MoneyCell value={p.total} currency={product.coin} /> },
          { key: 'by', title: t('savers.postings.postedBy'), render: (_, p) => <div style={{ lineHeight: 1.35 }}>{p.postedBy.name}<DateTimeCell value={p.postedAt} /></div> },
        ]}
      />
    </>
  );
}

/** A product's yield postings and its change history, one tab each. */
export function SaverHistoryDrawer({ product, onClose }: { product: SaverProduct | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EndDrawer open={Boolean(product)} onClose={onClose} size={680} title={product ? t('savers.history.title', { name: product.name }) : ''} data-testid="saver-history-drawer" destroyOnHidden>
      {product && (
        <Tabs
          items={[
            { key: 'postings', label: t('savers.postings.tab'), children: <PostingsTab product={product} /> },
            { key: 'changes', label: t('savers.history.tab'), children: <ChangesTab product={product} /> },
          ]}
        />
      )}
    </EndDrawer>
  );
}
