import { CUSTOMER_NOTE_MAX } from '@exchange/contract/customers/customer-states';
import { Avatar, Button, Empty, Form, Input, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useAddCustomerNote, useCustomerNotes } from './customer-queries.ts';

/** The notes thread, oldest first, each with its author and time; notes are added, never edited. */
export function CustomerNotesTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const message = useMessageApi();
  const canNote = useCan('customers.note');
  const { data, error, isPending, refetch } = useCustomerNotes(customerId);
  const addNote = useAddCustomerNote(customerId);
  const [form] = Form.useForm<{ body: string }>();

  const submit = ({ body }: { body: string }) =>
    addNote.mutate(body.trim(), {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('customers.notes.added'));
      },
      onError: (e) => {
        const fieldErrors = fieldErrorsOf(e, ['body'] as const);
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
        else void message.error(errorMessage(e), 6);
      },
    });

  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Result status="warning" title={t('customers.tabs.loadFailed')} subTitle={errorMessage(error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  return (
    <div data-testid="customer-notes">
      <List
        dataSource={data.items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.notes.empty')} /> }}
        renderItem={(note) => (
          <List.Item data-testid="customer-note">
            <List.Item.Meta
              avatar={<Avatar style={{ background: '#1f6feb' }}>{note.author.name.slice(0, 1).toUpperCase()}</Avatar>}
              title={
                <span>
                  {note.author.name}{' '}
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>{dateTime(note.createdAt)}</Typography.Text>
                </span>
              }
              description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }} dir="auto" data-testid="customer-note-body">{note.body}</span>}
            />
          </List.Item>
        )}
      />
      {canNote ? (
        <Form form={form} layout="vertical" name="customerNote" onFinish={submit} style={{ marginTop: 12 }}>
          <Form.Item name="body" label={t('customers.notes.add')} rules={[{ required: true, whitespace: true, message: t('customers.notes.required') }]}>
            <Input.TextArea rows={3} maxLength={CUSTOMER_NOTE_MAX} showCount placeholder={t('customers.notes.placeholder')} data-testid="customer-note-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addNote.isPending} data-testid="customer-note-submit">{t('customers.notes.submit')}</Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('common.missingPolicy', { policy: 'customers.note' })}</Typography.Text>
      )}
    </div>
  );
}
