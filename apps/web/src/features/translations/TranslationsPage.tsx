import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BASE_LANGUAGE } from '@exchange/contract/translations/translation-rules';
import type { TranslationKeyRow } from '@exchange/contract/translations/translations';
import { Alert, Button, Card, Flex, Segmented, Skeleton, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { LanguageSwitches } from './LanguageSwitches.tsx';
import { TranslationValueCell } from './TranslationValueCell.tsx';
import { translationKeyFilters } from './translation-filters.ts';
import { exportTranslations, useImportTranslations, useLanguages, useTranslationKeys } from './translation-queries.ts';

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** Import and export of the chosen language's file. */
function FileButtons({ language, canManage }: { language: string; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const importFile = useImportTranslations();
  const [exporting, setExporting] = useState(false);
  return (
    <Space wrap>
      {canManage && (
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            importFile.mutate(
              { language, file },
              {
                onSuccess: (result) => void message.success(t('translations.file.imported', result)),
                onError: (error) => void message.error(errorMessage(error)),
              },
            );
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importFile.isPending} data-testid="translation-import">{t('translations.file.import')}</Button>
        </Upload>
      )}
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        data-testid="translation-export"
        onClick={async () => {
          setExporting(true);
          try {
            void message.success(t('common.downloaded', { name: await exportTranslations(language) }));
          } catch (error) {
            void message.error(errorMessage(error));
          } finally {
            setExporting(false);
          }
        }}
      >
        {t('translations.file.export')}
      </Button>
    </Space>
  );
}

/** The keys of one language with the English beside them, edited in place. */
function KeysTable({ language, canManage }: { language: string; canManage: boolean }) {
  const { t } = useTranslation();
  const list = useUrlListState(translationKeyFilters.defaults);
  const query = useTranslationKeys(language, apiQueryOf(translationKeyFilters, list));
  const rtl = RIGHT_TO_LEFT.has(language.split('-')[0] ?? language);
  const columns: ColumnsType<TranslationKeyRow> = [
    { key: 'key', title: t('translations.keys.key'), render: (_, row) => <Typography.Text code data-testid="translation-key">{row.key}</Typography.Text> },
    ...(language === BASE_LANGUAGE
      ? []
      : [{ key: 'english', title: t('translations.keys.english'), render: (_: unknown, row: TranslationKeyRow) => <Typography.Text type="secondary" dir="ltr" ellipsis={{ tooltip: row.english }} style={{ maxWidth: 300 }}>{row.english}</Typography.Text> }]),
    { key: 'value', title: t('translations.keys.value'), render: (_, row) => <TranslationValueCell row={row} language={language} rtl={rtl} canManage={canManage} /> },
  ];
  return (
    <ListPage
      testId="translation-keys"
      filters={translationKeyFilters}
      filtersTestId="translation-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="key"
      tableTestId="translation-table"
      empty={{ none: t('translations.keys.empty'), filtered: t('common.noResults') }}
      toolbar={<FileButtons language={language} canManage={canManage} />}
      table={{ scroll: { x: 'max-content' } }}
    />
  );
}

/** Translation: the customer app's languages, switched on and off, and its texts per language. */
export default function TranslationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('translations.manage');
  const languages = useLanguages();
  const params = useParams();
  const items = languages.data?.items ?? [];
  const language = items.some((item) => item.code === params.language) ? (params.language ?? BASE_LANGUAGE) : BASE_LANGUAGE;

  return (
    <Flex vertical gap={16} data-testid="translations-page">
      <Card size="small" title={t('translations.languages.title')}>
        {languages.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
        {languages.isError && <Alert type="error" showIcon title={errorMessage(languages.error)} />}
        {languages.data && <LanguageSwitches languages={items} canManage={canManage} />}
      </Card>
      {languages.data && (
        <Flex vertical gap={8}>
          <Flex align="center" gap={12} wrap>
            <Typography.Text strong>{t('translations.keys.language')}</Typography.Text>
            <Segmented
              value={language}
              options={items.map((item) => ({ value: item.code, label: <span data-testid={`translation-language-${item.code}`}>{item.name}</span> }))}
              onChange={(value) => void navigate(`/translation/${value}`)}
            />
          </Flex>
          <KeysTable key={language} language={language} canManage={canManage} />
        </Flex>
      )}
    </Flex>
  );
}
