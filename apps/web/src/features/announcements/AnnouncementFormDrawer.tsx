import { CheckCircleFilled } from '@ant-design/icons';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, KYC_LEVELS, type AnnouncementChannel } from '@exchange/contract/announcements/announcement-rules';
import type { Announcement } from '@exchange/contract/announcements/announcements';
import { CONTENT_LANGUAGES, isRightToLeft } from '@exchange/contract/platform/content-languages';
import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { Alert, Checkbox, DatePicker, Divider, Flex, Form, Input, Radio, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useCountryOptions } from '../../components/use-country-options.ts';
import { announcementFields, announcementFormValues, createBody, isWritten, newAnnouncementValues, updateBody, writtenTexts, type AnnouncementFormValues } from './announcement-form.ts';
import { useCreateAnnouncement, useUpdateAnnouncement } from './announcement-queries.ts';
import { AUDIENCE_KEYS, LANGUAGE_NAMES } from './announcement-text-keys.ts';
import { AnnouncementPreview } from './AnnouncementPreview.tsx';

/** Create or edit a draft: a tab per language, the audience, the schedule, and the preview as customers will see it. */
export function AnnouncementFormDrawer({ channel, announcement, onClose }: { channel: AnnouncementChannel; announcement: Announcement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);
  const initial = announcement ? announcementFormValues(announcement) : newAnnouncementValues();
  const texts = Form.useWatch('texts', form) ?? initial.texts;
  const audienceKind = Form.useWatch('audienceKind', form) ?? initial.audienceKind;
  const [noLanguage, setNoLanguage] = useState(false);

  const onFinish = async (values: AnnouncementFormValues) => {
    // The tabs hold six pairs of fields; the rule across them is checked here, shown above the form.
    setNoLanguage(Object.keys(writtenTexts(values.texts)).length === 0);
    if (Object.keys(writtenTexts(values.texts)).length === 0) return;
    if (announcement) {
      await update.mutateAsync({ id: announcement.id, body: updateBody(values) });
      void message.success(t('announcements.form.updated'));
    } else {
      await create.mutateAsync(createBody(channel, values));
      void message.success(t('announcements.form.created'));
    }
    onClose();
  };

  // Both parts of a language, once either is written; at least one language.
  const pairRule = (language: (typeof CONTENT_LANGUAGES)[number], part: 'title' | 'body') => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const text = form.getFieldValue(['texts', language]) as { title?: string; body?: string } | undefined;
      if (!value?.trim() && isWritten(text)) return Promise.reject(new Error(t(part === 'title' ? 'announcements.form.titleRequired' : 'announcements.form.bodyRequired')));
      return Promise.resolve();
    },
  });

  return (
    <FormDrawer
      title={announcement ? t('announcements.form.editTitle') : t(channel === 'MOBILE' ? 'announcements.form.createMobileTitle' : 'announcements.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={announcement ? t('announcements.form.save') : t('announcements.form.create')}
      size={720}
      testId="announcement-form"
      submitTestId="announcement-form-submit"
      form={form}
      formName="announcementForm"
      initialValues={initial}
      onFinish={onFinish}
      fields={announcementFields}
      before={noLanguage && <Alert type="error" showIcon title={t('announcements.form.oneLanguage')} style={{ marginBottom: 16 }} data-testid="announcement-form-no-language" />}
      after={
        <>
          <Divider titlePlacement="start">{t('announcements.preview.title')}</Divider>
          <Flex justify="center">
            <AnnouncementPreview texts={writtenTexts(texts)} mobile={channel === 'MOBILE'} testId="announcement-form-preview" />
          </Flex>
        </>
      }
    >
      <Form.Item label={t('announcements.fields.texts')} extra={t('announcements.form.textsHint')} style={{ marginBottom: 8 }}>
        <Tabs
          size="small"
          data-testid="announcement-form-languages"
          items={CONTENT_LANGUAGES.map((language) => ({
            key: language,
            forceRender: true,
            label: (
              <span data-testid={`announcement-form-tab-${language}`}>
                {LANGUAGE_NAMES[language]} {isWritten(texts[language]) && <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('announcements.form.written')} />}
              </span>
            ),
            children: (
              <div dir={isRightToLeft(language) ? 'rtl' : 'ltr'} lang={language}>
                <Form.Item name={['texts', language, 'title']} label={t('announcements.fields.title')} rules={[pairRule(language, 'title')]} dependencies={[['texts', language, 'body']]}>
                  <Input maxLength={ANNOUNCEMENT_TITLE_MAX} autoComplete="off" data-testid={`announcement-form-title-${language}`} />
                </Form.Item>
                <Form.Item name={['texts', language, 'body']} label={t('announcements.fields.body')} rules={[pairRule(language, 'body')]} dependencies={[['texts', language, 'title']]}>
                  <Input.TextArea rows={4} maxLength={ANNOUNCEMENT_BODY_MAX} showCount data-testid={`announcement-form-body-${language}`} />
                </Form.Item>
              </div>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="audienceKind" label={t('announcements.fields.audience')}>
        <Radio.Group optionType="button" options={ANNOUNCEMENT_AUDIENCES.map((kind) => ({ value: kind, label: t(AUDIENCE_KEYS[kind]) }))} data-testid="announcement-form-audience" />
      </Form.Item>
      {audienceKind === 'COUNTRIES' && (
        <Form.Item name="countries" label={t('announcements.fields.countries')} rules={[{ required: true, type: 'array', min: 1, message: t('announcements.form.countriesRequired') }]}>
          <Select mode="multiple" options={countries} optionFilterProp="label" placeholder={t('announcements.form.countriesPlaceholder')} data-testid="announcement-form-countries" />
        </Form.Item>
      )}
      {audienceKind === 'KYC_LEVELS' && (
        <Form.Item name="levels" label={t('announcements.fields.levels')} rules={[{ required: true, type: 'array', min: 1, message: t('announcements.form.levelsRequired') }]}>
          <Checkbox.Group options={KYC_LEVELS.map((level) => ({ value: level, label: t('announcements.form.level', { level }) }))} data-testid="announcement-form-levels" />
        </Form.Item>
      )}
      <Flex gap={12} wrap>
        <Form.Item name="startsAt" label={t('announcements.fields.startsAt')} rules={[{ required: true, message: t('announcements.form.startRequired') }]} style={{ flex: 1, minWidth: 220 }}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="announcement-form-starts" />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={t('announcements.fields.endsAt')}
          extra={t('announcements.form.endHint')}
          dependencies={['startsAt']}
          style={{ flex: 1, minWidth: 220 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: AnnouncementFormValues['endsAt']) => {
                const start = getFieldValue('startsAt') as AnnouncementFormValues['startsAt'] | undefined;
                return !value || !start || value.isAfter(start) ? Promise.resolve() : Promise.reject(new Error(t('announcements.form.endAfterStart')));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={t('announcements.form.noEnd')} data-testid="announcement-form-ends" />
        </Form.Item>
      </Flex>
      <Typography.Text type="secondary">{t('announcements.form.draftHint')}</Typography.Text>
    </FormDrawer>
  );
}
