import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { Banner } from '@exchange/contract/banners/banners';
import { CONTENT_LANGUAGES, isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Button, Card, Flex, Popconfirm, Segmented, Space, Table, Tooltip, Typography, type ButtonProps } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { ScheduleCell } from '../../components/ScheduleCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { stepId, useDragOrder } from '../../components/use-drag-order.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { useBanners, useDeleteBanner, useReorderBanners, useSetBannerState } from './banner-queries.ts';
import { BannerFormDrawer } from './BannerFormDrawer.tsx';

const isLanguage = (value: string | null): value is ContentLanguage => CONTENT_LANGUAGES.some((l) => l === value);

function BannerStateSwitch({ banner, canManage }: { banner: Banner; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetBannerState();
  const title = { title: banner.title };
  return (
    <ConfirmSwitch
      checked={banner.state === 'ACTIVE'}
      pending={setState.isPending}
      canWrite={canManage}
      ariaLabel={t('banners.toggle.label', title)}
      checkedLabel={t('banners.state.ACTIVE')}
      uncheckedLabel={t('banners.state.INACTIVE')}
      copy={(next) =>
        next
          ? { title: t('banners.toggle.showTitle', title), description: t('banners.toggle.showBody'), okText: t('banners.toggle.show') }
          : { title: t('banners.toggle.hideTitle', title), description: t('banners.toggle.hideBody'), okText: t('banners.toggle.hide') }
      }
      onConfirm={async (next) => {
        const saved = await setState.mutateAsync({ id: banner.id, active: next });
        return saved.state === 'ACTIVE' ? t('banners.toggle.shown', { title: saved.title }) : t('banners.toggle.hidden', { title: saved.title });
      }}
      testId="banner-state-switch"
    />
  );
}

function DeleteBannerButton({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const remove = useDeleteBanner();
  const okProps: ButtonProps & { 'data-testid': string } = { danger: true, loading: remove.isPending, 'data-testid': 'banner-delete-confirm' };
  return (
    <Popconfirm
      title={t('banners.delete.confirm', { title: banner.title })}
      description={t('banners.delete.body')}
      okText={t('banners.delete.ok')}
      okButtonProps={okProps}
      cancelText={t('common.cancel')}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(banner.id);
          void message.success(t('banners.delete.done', { title: banner.title }));
        } catch (error) {
          void message.error(errorMessage(error));
        }
      }}
    >
      {/* A native title rather than a tooltip, which would sit over the confirmation's buttons. */}
      <Button type="text" size="small" danger icon={<DeleteOutlined />} title={t('banners.list.delete')} aria-label={t('banners.list.deleteNamed', { title: banner.title })} data-testid="banner-delete" />
    </Popconfirm>
  );
}

/**
 * App Banner: one language's carousel in its order. Rows are dragged into a new order (or moved
 * with the arrows, by keyboard); the whole order is saved in one call.
 */
export default function BannersPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const canManage = useCan('banners.manage');
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language: ContentLanguage = isLanguage(asked) ? asked : 'en';
  const query = useBanners(language);
  const reorder = useReorderBanners();
  const [form, setForm] = useState<{ banner: Banner | null } | null>(null);
  const banners = query.data?.items ?? [];
  const ids = banners.map((b) => b.id);

  const saveOrder = async (next: string[]) => {
    try {
      await reorder.mutateAsync({ language, ids: next });
      void message.success(t('banners.list.reordered'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const drag = useDragOrder(ids, canManage && !reorder.isPending, (next) => void saveOrder(next));
  const step = (id: string, by: -1 | 1) => void saveOrder(stepId(ids, id, by));

  const columns: ColumnsType<Banner> = [
    ...(canManage
      ? [{ key: 'drag', width: 36, render: (_: unknown, b: Banner) => <HolderOutlined {...drag.handleProps(b.id)} className="drag-handle" aria-hidden data-testid="banner-drag" /> }]
      : []),
    { key: 'position', title: '#', width: 48, render: (_, b) => <span data-testid="banner-position">{b.position + 1}</span> },
    {
      key: 'image',
      title: t('banners.fields.image'),
      render: (_, b) => <img src={b.image.url} alt={b.title} width={144} height={48} style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} draggable={false} data-testid="banner-image" />,
    },
    {
      key: 'title',
      title: t('banners.fields.title'),
      render: (_, b) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          <Typography.Text strong dir={isRightToLeft(b.language) ? 'rtl' : 'auto'} data-testid="banner-title">{b.title}</Typography.Text>
          <Typography.Link href={b.linkUrl} target="_blank" rel="noopener noreferrer" ellipsis style={{ fontSize: 12 }} dir="ltr">
            {b.linkUrl}
          </Typography.Link>
        </Flex>
      ),
    },
    { key: 'schedule', title: t('banners.fields.schedule'), render: (_, b) => <ScheduleCell startsAt={b.startsAt} endsAt={b.endsAt} schedule={b.schedule} testId="banner-schedule" /> },
    { key: 'state', title: t('banners.fields.state'), render: (_, b) => <BannerStateSwitch banner={b} canManage={canManage} /> },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('banners.list.actions'),
            render: (_: unknown, b: Banner) => (
              <Space size={2}>
                <Tooltip title={t('banners.list.moveUp')}>
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={b.position === 0 || reorder.isPending} aria-label={t('banners.list.moveUpNamed', { title: b.title })} onClick={() => step(b.id, -1)} data-testid="banner-move-up" />
                </Tooltip>
                <Tooltip title={t('banners.list.moveDown')}>
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={b.position === banners.length - 1 || reorder.isPending} aria-label={t('banners.list.moveDownNamed', { title: b.title })} onClick={() => step(b.id, 1)} data-testid="banner-move-down" />
                </Tooltip>
                <Tooltip title={t('banners.list.edit')}>
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('banners.list.editNamed', { title: b.title })} onClick={() => setForm({ banner: b })} data-testid="banner-edit" />
                </Tooltip>
                <DeleteBannerButton banner={b} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="banners-page">
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical gap={4}>
            <Segmented<ContentLanguage>
              value={language}
              onChange={(next) => setParams((current) => {
                const copy = new URLSearchParams(current);
                copy.set('language', next);
                return copy;
              })}
              options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: <span data-testid={`banner-language-${l}`}>{LANGUAGE_NAMES[l]}</span> }))}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {canManage ? t('banners.list.orderHint') : t('banners.list.carouselHint')}
            </Typography.Text>
          </Flex>
          {canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ banner: null })} data-testid="banner-create">
              {t('banners.list.create')}
            </Button>
          )}
        </Flex>
      </Card>
      {query.error ? (
        <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} testId="banners-error" />
      ) : (
        <Card size="small" styles={{ body: { padding: 0 } }} data-state={query.isFetching || reorder.isPending ? 'loading' : 'ready'} data-testid="banner-carousel">
          <Table<Banner>
            rowKey="id"
            columns={columns}
            dataSource={banners}
            loading={query.isFetching || reorder.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('banners.list.empty', { language: LANGUAGE_NAMES[language] }) }}
            onRow={(b) => {
              const attributes: HTMLAttributes<HTMLElement> & { 'data-testid': string } = { ...drag.itemProps(b.id), 'data-testid': 'banner-row' };
              return attributes;
            }}
            data-testid="banner-table"
          />
        </Card>
      )}
      {form && <BannerFormDrawer language={language} banner={form.banner} onClose={() => setForm(null)} />}
    </Flex>
  );
}
