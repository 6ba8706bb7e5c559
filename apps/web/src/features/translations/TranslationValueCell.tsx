import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { TRANSLATION_VALUE_MAX } from '@exchange/contract/translations/translation-rules';
import type { TranslationKeyRow } from '@exchange/contract/translations/translations';
import { Button, Flex, Input, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useSetTranslationValue } from './translation-queries.ts';

/** A key's text in the chosen language, edited where it stands; a missing one says so. */
export function TranslationValueCell({ row, language, rtl, canManage }: { row: TranslationKeyRow; language: string; rtl: boolean; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const save = useSetTranslationValue();
  const [draft, setDraft] = useState<string>();
  const editing = draft !== undefined;

  if (editing) {
    const submit = async () => {
      if (!draft.trim()) return;
      try {
        await save.mutateAsync({ language, key: row.key, value: draft });
        setDraft(undefined);
        void message.success(t('translations.keys.saved', { key: row.key }));
      } catch (error) {
        void message.error(errorMessage(error));
      }
    };
    return (
      <Flex gap={4} align="start" style={{ minWidth: 320 }}>
        <Input.TextArea
          autoFocus
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={draft}
          maxLength={TRANSLATION_VALUE_MAX}
          dir={rtl ? 'rtl' : undefined}
          status={draft.trim() ? undefined : 'error'}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(undefined);
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          aria-label={t('translations.keys.editNamed', { key: row.key })}
          data-testid="translation-input"
        />
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={save.isPending} disabled={!draft.trim()} onClick={() => void submit()} aria-label={t('translations.keys.save')} data-testid="translation-save" />
        <Button size="small" icon={<CloseOutlined />} onClick={() => setDraft(undefined)} aria-label={t('common.cancel')} />
      </Flex>
    );
  }
  return (
    <Flex gap={6} align="center" style={{ maxWidth: 420 }}>
      {row.value === null ? (
        <Tag color="warning" data-testid="translation-missing">{t('translations.keys.missing')}</Tag>
      ) : (
        // The test id on a wrapper: an ellipsis Text does not pass it on.
        <span data-testid="translation-value" style={{ minWidth: 0 }}>
          <Typography.Text dir={rtl ? 'rtl' : undefined} ellipsis={{ tooltip: row.value }}>{row.value}</Typography.Text>
        </span>
      )}
      {canManage && (
        <Tooltip title={t('translations.keys.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} onClick={() => setDraft(row.value ?? '')} aria-label={t('translations.keys.editNamed', { key: row.key })} data-testid="translation-edit" />
        </Tooltip>
      )}
    </Flex>
  );
}
