import { EMAIL_EVENT_NAMES, type EmailEvent } from '@exchange/contract/email-templates/email-events';
import type { EmailEventSummary } from '@exchange/contract/email-templates/email-templates';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Card, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCan } from '../../components/use-can.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { useEmailEvents, useEmailTemplate } from './email-template-queries.ts';
import { EmailTemplateEditor } from './EmailTemplateEditor.tsx';

const isEvent = (value: string | null): value is EmailEvent => EMAIL_EVENT_NAMES.some((e) => e === value);
const isLanguage = (value: string | null): value is ContentLanguage => CONTENT_LANGUAGES.some((l) => l === value);

function SelectedTemplate({ event, language }: { event: EmailEvent; language: ContentLanguage }) {
  const { t } = useTranslation();
  const canManage = useCan('emailTemplates.manage');
  const query = useEmailTemplate({ event, language });
  if (query.error) return <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} testId="email-template-error" />;
  if (!query.data) return <Card size="small"><Skeleton active /></Card>;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }} data-testid="email-editor-heading">
        {t(`emailTemplates.events.${event}.name`)} · {LANGUAGE_NAMES[language]}
      </Typography.Title>
      <EmailTemplateEditor key={`${event}/${language}/${query.data.updatedAt ?? 'built-in'}`} template={query.data} canManage={canManage} />
    </Flex>
  );
}

/** Email Templates: every e-mail the system sends, per language, with an editor and a live preview. */
export default function EmailTemplatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useEmailEvents();
  const askedEvent = params.get('event');
  const askedLanguage = params.get('language');
  const event: EmailEvent = isEvent(askedEvent) ? askedEvent : 'admin.invitation';
  const language: ContentLanguage = isLanguage(askedLanguage) ? askedLanguage : 'en';
  const choose = (nextEvent: EmailEvent, nextLanguage: ContentLanguage) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('event', nextEvent);
      copy.set('language', nextLanguage);
      return copy;
    });

  const columns: ColumnsType<EmailEventSummary> = [
    {
      key: 'event',
      title: t('emailTemplates.fields.event'),
      render: (_, e) => (
        <Flex vertical style={{ maxWidth: 340 }}>
          <Typography.Text strong>{t(`emailTemplates.events.${e.event}.name`)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`emailTemplates.events.${e.event}.when`)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'audience', title: t('emailTemplates.fields.audience'), render: (_, e) => <Tag>{t(`emailTemplates.audience.${e.audience}`)}</Tag> },
    {
      key: 'languages',
      title: t('emailTemplates.fields.languages'),
      render: (_, e) => (
        <Flex gap={4} wrap>
          {e.languages.map((l) => (
            <Tooltip key={l.language} title={`${LANGUAGE_NAMES[l.language]}: ${l.customized ? t('emailTemplates.customized') : t('emailTemplates.builtIn')}`}>
              <Tag.CheckableTag
                checked={e.event === event && l.language === language}
                onChange={() => choose(e.event, l.language)}
                style={l.customized ? { fontWeight: 600 } : { opacity: 0.75 }}
                data-testid={`email-open-${e.event}-${l.language}`}
              >
                {l.language.toUpperCase()}
                {l.customized ? ' ✎' : ''}
              </Tag.CheckableTag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="email-templates-page">
      <Card size="small" title={t('emailTemplates.list.title')} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('emailTemplates.list.hint')}</Typography.Text>} styles={{ body: { padding: 0 } }}>
        {query.error ? (
          <LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} style={{ margin: 12 }} testId="email-events-error" />
        ) : (
          <Table<EmailEventSummary>
            rowKey="event"
            size="small"
            columns={columns}
            dataSource={query.data?.items}
            loading={query.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowClassName={(e) => (e.event === event ? 'ant-table-row-selected' : '')}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emailTemplates.list.empty')} /> }}
            data-testid="email-event-table"
          />
        )}
      </Card>
      <SelectedTemplate event={event} language={language} />
    </Flex>
  );
}
