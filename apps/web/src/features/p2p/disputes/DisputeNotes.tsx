import { DISPUTE_NOTE_MAX } from '@exchange/contract/p2p/dispute-statuses';
import type { DisputeNote } from '@exchange/contract/p2p/disputes';
import { Avatar, Button, Card, Empty, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { fieldErrorsOf } from '../../../app/form-errors.ts';
import { useMessageApi } from '../../../app/message-api-context.ts';
import { useCan } from '../../../components/use-can.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { useAddDisputeNote } from './dispute-queries.ts';


/** The notes thread, oldest first so it reads like a conversation, and the box to add one. */
export function DisputeNotes({ orderNumber, notes }: { orderNumber: string; notes: DisputeNote[] }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const message = useMessageApi();
  const canWrite = useCan('p2p.disputes.write');
  const addNote = useAddDisputeNote(orderNumber);
  const [form] = Form.useForm<{ notes: string }>();

  const submit = ({ notes: text }: { notes: string }) =>
    addNote.mutate(text.trim(), {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('disputes.notes.added'));
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error, ['notes'] as const);
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
        else void message.error(errorMessage(error), 6);
      },
    });

  return (
    <Card size="small" title={t('disputes.notes.title', { n: notes.length })} data-testid="dispute-notes">
      <List
        dataSource={notes}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('disputes.notes.empty')} /> }}
        renderItem={(note) => (
          <List.Item data-testid="dispute-note">
            <List.Item.Meta
              avatar={<Avatar style={{ background: '#1f6feb' }}>{note.authorName.slice(0, 1).toUpperCase()}</Avatar>}
              title={
                <span>
                  {note.authorName}{' '}
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
                    {dateTime(note.createdAt)}
                  </Typography.Text>
                </span>
              }
              description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }} data-testid="dispute-note-body">{note.body}</span>}
            />
          </List.Item>
        )}
      />
      {canWrite ? (
        <Form form={form} layout="vertical" name="disputeNote" onFinish={submit} style={{ marginTop: 12 }}>
          <Form.Item
            name="notes"
            label={t('disputes.notes.add')}
            rules={[
              { required: true, whitespace: true, message: t('disputes.notes.required') },
              { max: DISPUTE_NOTE_MAX, message: t('disputes.notes.tooLong', { max: DISPUTE_NOTE_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={DISPUTE_NOTE_MAX} showCount placeholder={t('disputes.notes.placeholder')} data-testid="dispute-note-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addNote.isPending} data-testid="dispute-note-submit">
            {t('disputes.notes.submit')}
          </Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('common.missingPolicy', { policy: 'p2p.disputes.write' })}</Typography.Text>
      )}
    </Card>
  );
}
