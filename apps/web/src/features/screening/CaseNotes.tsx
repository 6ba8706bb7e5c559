import type { ScreeningNote } from '@exchange/contract/screening/screening';
import { SCREENING_NOTE_MAX, SCREENING_NOTE_MIN } from '@exchange/contract/screening/screening-rules';
import { Button, Empty, Flex, Form, Input, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useAddCaseNote } from './screening-queries.ts';

/** The case's notes, oldest first, and a box to append one (never to rewrite). */
export function CaseNotes({ caseId, notes }: { caseId: string; notes: ScreeningNote[] }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const message = useMessageApi();
  const canWrite = useCan('screening.decide');
  const add = useAddCaseNote(caseId);
  const [form] = Form.useForm<{ body: string }>();

  const submit = async ({ body }: { body: string }) => {
    try {
      await add.mutateAsync(body.trim());
      form.resetFields();
      void message.success(t('screening.notes.added'));
    } catch (error) {
      void message.error(errorMessage(error), 6);
    }
  };

  return (
    <div data-testid="case-notes">
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('screening.notes.empty')} />
      ) : (
        <Timeline
          items={notes.map((note) => ({
            key: note.id,
            content: (
              <div data-testid="case-note">
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} dir="auto">{note.body}</Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('screening.notes.byAt', { name: note.author.name, at: dateTime(note.createdAt) })}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
      {canWrite && (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="body"
            label={t('screening.notes.add')}
            rules={[{ required: true, whitespace: true, min: SCREENING_NOTE_MIN, message: t('screening.notes.tooShort', { min: SCREENING_NOTE_MIN }) }]}
          >
            <Input.TextArea rows={2} maxLength={SCREENING_NOTE_MAX} showCount data-testid="case-note-input" />
          </Form.Item>
          <Flex justify="end">
            <Button htmlType="submit" loading={add.isPending} data-testid="case-note-submit">{t('screening.notes.submit')}</Button>
          </Flex>
        </Form>
      )}
    </div>
  );
}
