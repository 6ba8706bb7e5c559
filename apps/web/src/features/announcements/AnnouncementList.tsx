import { EditOutlined, EyeOutlined, InboxOutlined, PlusOutlined, RocketOutlined, StopOutlined } from '@ant-design/icons';
import type { AnnouncementChannel } from '@exchange/contract/announcements/announcement-rules';
import type { Announcement } from '@exchange/contract/announcements/announcements';
import { CONTENT_LANGUAGES, isRightToLeft } from '@exchange/contract/platform/content-languages';
import { Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { ScheduleCell } from '../../components/ScheduleCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { announcementFilters } from './announcement-filters.ts';
import { useAnnouncements, useMoveAnnouncement, type AnnouncementMove } from './announcement-queries.ts';
import { ANNOUNCEMENT_STATUS_COLORS, ANNOUNCEMENT_STATUS_KEYS, AUDIENCE_KEYS } from './announcement-text-keys.ts';
import { AnnouncementFormDrawer } from './AnnouncementFormDrawer.tsx';
import { AnnouncementPreviewDrawer } from './AnnouncementPreviewDrawer.tsx';

type Drawer = { kind: 'form'; announcement: Announcement | null } | { kind: 'preview'; announcement: Announcement };

/** The text a list row shows: English when written, otherwise the first language that is. */
export function leadText(a: Announcement) {
  const language = CONTENT_LANGUAGES.find((l) => a.texts[l]) ?? 'en';
  return { language, text: a.texts.en ?? a.texts[language] };
}

function AudienceText({ a }: { a: Announcement }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const kind = t(AUDIENCE_KEYS[a.audience.kind]);
  if (a.audience.kind === 'COUNTRIES') return <Tooltip title={a.audience.countries.map(countryName).join(', ')}><span>{kind}: {a.audience.countries.join(', ')}</span></Tooltip>;
  if (a.audience.kind === 'KYC_LEVELS') return <span>{kind}: {a.audience.levels.join(', ')}</span>;
  return <span>{kind}</span>;
}

/** A status change behind a confirmation, answered by a message. */
function MoveButton({ a, move, icon, danger }: { a: Announcement; move: AnnouncementMove; icon: ReactNode; danger?: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const moveAnnouncement = useMoveAnnouncement();
  const title = leadText(a).text?.title ?? '';
  const okProps: ButtonProps & { 'data-testid': string } = { danger, loading: moveAnnouncement.isPending, 'data-testid': `announcement-${move}-confirm` };
  return (
    <Popconfirm
      title={t(`announcements.move.${move}.confirm`, { title })}
      description={t(`announcements.move.${move}.body`)}
      okText={t(`announcements.move.${move}.ok`)}
      okButtonProps={okProps}
      cancelText={t('common.cancel')}
      onConfirm={async () => {
        try {
          await moveAnnouncement.mutateAsync({ id: a.id, move });
          void message.success(t(`announcements.move.${move}.done`, { title }));
        } catch (error) {
          void message.error(errorMessage(error));
        }
      }}
    >
      {/* A label rather than a tooltip: a tooltip would sit over the confirmation's buttons. */}
      <Button type="link" size="small" icon={icon} danger={danger} aria-label={t(`announcements.move.${move}.named`, { title })} data-testid={`announcement-${move}`}>
        {t(`announcements.move.${move}.label`)}
      </Button>
    </Popconfirm>
  );
}

/** Announcements or Mobile Announcement: one channel's list with its filters, forms and preview. */
export function AnnouncementList({ channel }: { channel: AnnouncementChannel }) {
  const { t } = useTranslation();
  const canManage = useCan('announcements.manage');
  const list = useUrlListState(announcementFilters.defaults);
  const query = useAnnouncements({ ...apiQueryOf(announcementFilters, list), channel });
  const [drawer, setDrawer] = useState<Drawer | null>(null);

  const columns: ColumnsType<Announcement> = [
    {
      key: 'title',
      title: t('announcements.fields.title'),
      render: (_, a) => {
        const { language, text } = leadText(a);
        return (
          <Flex vertical style={{ maxWidth: 280 }} dir={isRightToLeft(language) ? 'rtl' : undefined}>
            <Typography.Text strong data-testid="announcement-title">{text?.title}</Typography.Text>
            <Typography.Text type="secondary" ellipsis={{ tooltip: text?.body }} style={{ fontSize: 12 }}>{text?.body}</Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'languages',
      title: t('announcements.fields.languages'),
      render: (_, a) => (
        <Space size={2} wrap data-testid="announcement-languages">
          {CONTENT_LANGUAGES.filter((l) => a.texts[l]).map((l) => <Tag key={l}>{l.toUpperCase()}</Tag>)}
        </Space>
      ),
    },
    { key: 'audience', title: t('announcements.fields.audience'), render: (_, a) => <AudienceText a={a} /> },
    { key: 'startsAt', title: t('announcements.fields.schedule'), sorter: true, render: (_, a) => <ScheduleCell startsAt={a.startsAt} endsAt={a.endsAt} schedule={a.schedule} testId="announcement-schedule" /> },
    {
      key: 'status',
      title: t('announcements.fields.status'),
      render: (_, a) => <Tag color={ANNOUNCEMENT_STATUS_COLORS[a.status]} data-testid="announcement-status">{t(ANNOUNCEMENT_STATUS_KEYS[a.status])}</Tag>,
    },
    {
      key: 'actions',
      title: t('announcements.list.actions'),
      render: (_, a) => (
        <Space size={2}>
          <Tooltip title={t('announcements.list.preview')}>
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('announcements.list.previewNamed', { title: leadText(a).text?.title ?? '' })} onClick={() => setDrawer({ kind: 'preview', announcement: a })} data-testid="announcement-preview-open" />
          </Tooltip>
          {canManage && a.status === 'DRAFT' && (
            <Tooltip title={t('announcements.list.edit')}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('announcements.list.editNamed', { title: leadText(a).text?.title ?? '' })} onClick={() => setDrawer({ kind: 'form', announcement: a })} data-testid="announcement-edit" />
            </Tooltip>
          )}
          {canManage && a.status === 'DRAFT' && <MoveButton a={a} move="publish" icon={<RocketOutlined />} />}
          {canManage && a.status === 'PUBLISHED' && <MoveButton a={a} move="unpublish" icon={<StopOutlined />} />}
          {canManage && a.status !== 'ARCHIVED' && <MoveButton a={a} move="archive" icon={<InboxOutlined />} danger />}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="announcements-page"
      filters={announcementFilters}
      filtersTestId="announcement-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="announcement-table"
      empty={{ none: t(channel === 'MOBILE' ? 'announcements.list.emptyMobile' : 'announcements.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'form', announcement: null })} data-testid="announcement-create">
            {t('announcements.list.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {drawer?.kind === 'form' && <AnnouncementFormDrawer channel={channel} announcement={drawer.announcement} onClose={() => setDrawer(null)} />}
      <AnnouncementPreviewDrawer announcement={drawer?.kind === 'preview' ? drawer.announcement : undefined} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
