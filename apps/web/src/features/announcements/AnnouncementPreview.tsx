import { NotificationOutlined } from '@ant-design/icons';
import { CONTENT_LANGUAGES, isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Empty, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './announcement-text-keys.ts';

type Texts = Partial<Record<ContentLanguage, { title: string; body: string }>>;

/**
 * The announcement as the customer app shows it: a card on a phone screen, in one language at a
 * time, right to left for Arabic. The languages without a title and body are not offered.
 */
export function AnnouncementPreview({ texts, mobile, testId = 'announcement-preview' }: { texts: Texts; mobile: boolean; testId?: string }) {
  const { t } = useTranslation();
  const written = CONTENT_LANGUAGES.filter((language) => texts[language]?.title.trim() || texts[language]?.body.trim());
  const [chosen, setChosen] = useState<ContentLanguage>();
  const language = chosen && written.includes(chosen) ? chosen : written[0];
  const text = language ? texts[language] : undefined;
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {written.length > 1 && (
        <Segmented<ContentLanguage>
          size="small"
          value={language}
          onChange={setChosen}
          options={written.map((l) => ({ value: l, label: <span data-testid={`${testId}-language-${l}`}>{LANGUAGE_NAMES[l]}</span> }))}
        />
      )}
      <div className="content-phone" aria-label={t('announcements.preview.label')}>
        {text && language ? (
          <div dir={isRightToLeft(language) ? 'rtl' : 'ltr'} lang={language} className={mobile ? 'content-phone__sheet' : 'content-phone__card'} data-testid={`${testId}-card`}>
            <Flex gap={8} align="center" style={{ marginBottom: 6 }}>
              <NotificationOutlined style={{ color: '#1677ff' }} />
              <Typography.Text strong data-testid={`${testId}-title`}>
                {text.title}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`${testId}-body`}>
              {text.body}
            </Typography.Paragraph>
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcements.preview.empty')} />
        )}
      </div>
    </Flex>
  );
}
