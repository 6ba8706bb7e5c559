import { DeleteOutlined, SaveOutlined, TeamOutlined } from '@ant-design/icons';
import type { SavedView } from '@exchange/contract/saved-views/saved-views';
import { Button, Popconfirm, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageApi } from '../../app/message-api-context.ts';
import { LIST_CHANGE, type ListDefaults } from '../use-url-list-state.ts';
import { useSavedViewChanges, useSavedViews } from './saved-view-queries.ts';
import { SaveViewDialog } from './SaveViewDialog.tsx';
import { applyView, columnsOf, showsView, viewQueryOf } from './view-query.ts';

interface SavedViewsControlProps {
  listKey: string;
  defaults: ListDefaults<Record<string, string | undefined>>;
}

/**
 * The toolbar's saved views: pick one (its filters and columns go into the URL, so the link
 * still says everything), save the current one under a name, delete an own one.
 */
export function SavedViewsControl({ listKey, defaults }: SavedViewsControlProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [params, setParams] = useSearchParams();
  const views = useSavedViews(listKey);
  const { remove } = useSavedViewChanges(listKey);
  const [saving, setSaving] = useState(false);
  const items = views.data?.items ?? [];
  const current = items.find((v) => showsView(params, defaults, v));

  const open = (view: SavedView) => setParams(applyView(new URLSearchParams(window.location.search), defaults, view), LIST_CHANGE);
  const label = (v: SavedView) => (
    <Space size={4}>
      {!v.isMine && (
        <Tooltip title={t('savedViews.sharedBy', { name: v.owner.name })}>
          <TeamOutlined aria-label={t('savedViews.sharedBy', { name: v.owner.name })} />
        </Tooltip>
      )}
      <span dir="auto">{v.name}</span>
    </Space>
  );

  return (
    <Space.Compact data-testid="saved-views">
      <Select
        style={{ minWidth: 200 }}
        placeholder={t('savedViews.placeholder')}
        loading={views.isLoading}
        status={views.isError ? 'warning' : undefined}
        value={current?.id ?? null}
        onChange={(id: string) => {
          const view = items.find((v) => v.id === id);
          if (view) open(view);
        }}
        options={items.map((v) => ({ value: v.id, label: label(v), title: v.name }))}
        notFoundContent={views.isError ? t('savedViews.loadFailed') : t('savedViews.none')}
        aria-label={t('savedViews.placeholder')}
        data-testid="saved-views-select"
      />
      <Tooltip title={t('savedViews.saveCurrent')}>
        <Button icon={<SaveOutlined />} onClick={() => setSaving(true)} aria-label={t('savedViews.saveCurrent')} data-testid="saved-views-save" />
      </Tooltip>
      {current?.isMine && (
        <Popconfirm
          title={t('savedViews.deleteConfirm', { name: current.name })}
          okText={t('savedViews.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(current.id).then(() => message.success(t('savedViews.deleted', { name: current.name })))}
        >
          <Tooltip title={t('savedViews.delete')}>
            <Button icon={<DeleteOutlined />} aria-label={t('savedViews.delete')} data-testid="saved-views-delete" />
          </Tooltip>
        </Popconfirm>
      )}
      {saving && (
        <SaveViewDialog
          listKey={listKey}
          query={viewQueryOf(params, defaults)}
          columns={columnsOf(params)}
          existing={current?.isMine ? current : undefined}
          onClose={() => setSaving(false)}
          onSaved={(view) => {
            setSaving(false);
            message.success(t('savedViews.saved', { name: view.name }));
          }}
        />
      )}
    </Space.Compact>
  );
}
