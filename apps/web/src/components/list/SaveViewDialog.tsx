import { SAVED_VIEW_NAME_MAX, type SavedView } from '@exchange/contract/saved-views/saved-views';
import { Alert, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useSavedViewChanges, useSavedViewGroups } from './saved-view-queries.ts';

interface SaveViewDialogProps {
  listKey: string;
  query: string;
  columns: string[];
  /** Saving over an own view: its name and groups are the starting values. */
  existing: SavedView | undefined;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}

/** Names the list's current filters and columns, and optionally shares them with the admin's groups. */
export function SaveViewDialog({ listKey, query, columns, existing, onClose, onSaved }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; sharedGroupIds: string[] }>();
  const groups = useSavedViewGroups(true);
  const { create, update } = useSavedViewChanges(listKey);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = async () => {
    const { name, sharedGroupIds } = await form.validateFields();
    const saved = existing && existing.name === name.trim()
      ? await update.mutateAsync({ id: existing.id, body: { query, columns, sharedGroupIds } })
      : await create.mutateAsync({ listKey, name, query, columns, sharedGroupIds });
    onSaved(saved);
  };

  return (
    <Modal
      open
      title={t('savedViews.saveTitle')}
      okText={t('savedViews.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, ...({ 'data-testid': 'saved-view-confirm' } as ButtonProps) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="saved-view-dialog"
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: existing?.name ?? '', sharedGroupIds: existing?.sharedGroupIds ?? [] }}>
        <Form.Item name="name" label={t('savedViews.name')} rules={[{ required: true, whitespace: true, message: t('savedViews.nameRequired') }]}>
          <Input maxLength={SAVED_VIEW_NAME_MAX} autoFocus data-testid="saved-view-name" />
        </Form.Item>
        <Form.Item name="sharedGroupIds" label={t('savedViews.shareWith')} extra={t('savedViews.shareHint')}>
          <Select
            mode="multiple"
            allowClear
            loading={groups.isLoading}
            options={(groups.data?.items ?? []).map((g) => ({ value: g.id, label: g.name }))}
            placeholder={t('savedViews.onlyMe')}
            data-testid="saved-view-groups"
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} data-testid="saved-view-error" />}
    </Modal>
  );
}
