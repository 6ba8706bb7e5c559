import { BASE_LANGUAGE } from '@exchange/contract/translations/translation-rules';
import type { TranslationLanguage } from '@exchange/contract/translations/translations';
import { Card, Flex, Popconfirm, Switch, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useSetLanguageActive } from './translation-queries.ts';

/** One language's switch: on or off for customers after a confirmation; English stays on. */
function LanguageSwitch({ language, canManage }: { language: TranslationLanguage; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const setActive = useSetLanguageActive();
  const next = language.active ? 'deactivate' : 'activate';
  const isBase = language.code === BASE_LANGUAGE;
  const okProps: ButtonProps & { 'data-testid': string } = { danger: language.active, loading: setActive.isPending, 'data-testid': `language-${language.code}-confirm` };
  const toggle = (
    <Switch
      checked={language.active}
      disabled={!canManage || isBase}
      loading={setActive.isPending}
      aria-label={t(`translations.languages.${next}`, { name: language.name })}
      data-testid={`language-${language.code}-switch`}
    />
  );
  return (
    <Card size="small" style={{ minWidth: 180 }} data-testid={`language-${language.code}`}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong>{language.name}</Typography.Text>
          {isBase ? (
            <Tooltip title={t('translations.languages.baseHint')}>{toggle}</Tooltip>
          ) : (
            <Popconfirm
              title={t(`translations.languages.${next}Confirm`, { name: language.name })}
              description={t(`translations.languages.${next}Body`)}
              okText={t(`translations.languages.${next}Ok`)}
              okButtonProps={okProps}
              cancelText={t('common.cancel')}
              disabled={!canManage}
              onConfirm={async () => {
                try {
                  await setActive.mutateAsync({ language: language.code, active: !language.active });
                  void message.success(t(`translations.languages.${next}Done`, { name: language.name }));
                } catch (error) {
                  void message.error(errorMessage(error));
                }
              }}
            >
              {toggle}
            </Popconfirm>
          )}
        </Flex>
        <Flex gap={4} wrap>
          <Tag>{language.code}</Tag>
          <Tag color={language.active ? 'success' : 'default'} data-testid={`language-${language.code}-state`}>{t(language.active ? 'translations.languages.active' : 'translations.languages.inactive')}</Tag>
          {language.missing > 0 && <Tag color="warning">{t('translations.languages.missing', { n: language.missing })}</Tag>}
        </Flex>
      </Flex>
    </Card>
  );
}

export function LanguageSwitches({ languages, canManage }: { languages: TranslationLanguage[]; canManage: boolean }) {
  return (
    <Flex gap={12} wrap data-testid="language-switches">
      {languages.map((language) => <LanguageSwitch key={language.code} language={language} canManage={canManage} />)}
    </Flex>
  );
}
