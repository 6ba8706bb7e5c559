import { Avatar, Button, Empty, Form, Input, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { fieldErrorsOf } from '../app/form-errors.ts';
import { useMessageApi } from '../app/message-api-context.ts';
import { useDateFormat } from './use-date-format.ts';

export interface ThreadNote {
  id: string;
  body: string;
  author: { name: string };
  createdAt: string;
}

export interface NotesThreadProps {
  /** The thread's query: oldest note first. */
  query: { data: { items: ThreadNote[] } | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  /** Appends a note; the form clears once it resolves. Undefined: the admin may not add notes. */
  onAdd?: (body: string) => Promise<unknown>;
  adding: boolean;
  maxLength: number;
  /** i18n keys of the thread's texts. */
  texts: { empty: string; add: string; required: string; placeholder: string; submit: string; added: string; loadFailed: string };
  /** The policy adding a note needs, named when the admin lacks it. */
  notePolicy: string;
  /** The form's name and the prefix of the test ids (`customer-note`, `customer-note-input`...). */
  name: string;
  testId: string;
}

/** A notes thread, oldest first, each with its author and time; notes are added, never edited. */
export function NotesThread({ query, onAdd, adding, maxLength, texts, notePolicy, name, testId }: NotesThreadProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const message = useMessageApi();
  const [form] = Form.useForm<{ body: string }>();

  const submit = async ({ body }: { body: string }) => {
    if (!onAdd) return;
    try {
      await onAdd(body.trim());
      form.resetFields();
      void message.success(t(texts.added));
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e, ['body'] as const);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else void message.error(errorMessage(e), 6);
    }
  };

  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.error || !query.data) {
    return <Result status="warning" title={t(texts.loadFailed)} subTitle={errorMessage(query.error)} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  }
  return (
    <div data-testid={`${testId}s`}>
      <List
        dataSource={query.data.items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} /> }}
        renderItem={(note) => (
          <List.Item data-testid={testId}>
            <List.Item.Meta
              avatar={<Avatar style={{ background: '#1f6feb' }}>{note.author.name.slice(0, 1).toUpperCase()}</Avatar>}
              title={
                <span>
                  {note.author.name}{' '}
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>{dateTime(note.createdAt)}</Typography.Text>
                </span>
              }
              description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }} dir="auto" data-testid={`${testId}-body`}>{note.body}</span>}
            />
          </List.Item>
        )}
      />
      {onAdd ? (
        <Form form={form} layout="vertical" name={name} onFinish={(values) => void submit(values)} style={{ marginTop: 12 }}>
          <Form.Item name="body" label={t(texts.add)} rules={[{ required: true, whitespace: true, message: t(texts.required) }]}>
            <Input.TextArea rows={3} maxLength={maxLength} showCount placeholder={t(texts.placeholder)} data-testid={`${testId}-input`} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adding} data-testid={`${testId}-submit`}>{t(texts.submit)}</Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('common.missingPolicy', { policy: notePolicy })}</Typography.Text>
      )}
    </div>
  );
}
