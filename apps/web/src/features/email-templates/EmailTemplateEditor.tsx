import { MailOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { EMAIL_BODY_MAX, EMAIL_PREVIEW_DEBOUNCE_MS, EMAIL_SUBJECT_MAX, type EmailEvent } from '@exchange/contract/email-templates/email-events';
import type { EmailTemplate } from '@exchange/contract/email-templates/email-templates';
import { isRightToLeft, type ContentLanguage } from '@exchange/contract/platform/content-languages';
import { Alert, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Space, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { detailText } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { useUnsavedChanges } from '../../components/use-unsaved-changes.tsx';
import { useEmailPreview, useResetEmailTemplate, useSaveEmailTemplate, useSendTestEmail } from './email-template-queries.ts';

type Part = 'subject' | 'body';

/** The server's words about the subject or the body, if the refusal names one. */
function partErrors(error: unknown): Partial<Record<Part, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const found: Partial<Record<Part, string>> = {};
  for (const detail of error.details) if (detail.field === 'subject' || detail.field === 'body') found[detail.field] = detailText(detail);
  return found;
}

/**
 * One event's template in one language: subject and body with the event's variables, a preview
 * rendered by the server's own renderer as one types (debounced), save, reset to the built-in
 * text, and a test send to one's own address. Mount it per event and language (`key`).
 */
export function EmailTemplateEditor({ template, canManage }: { template: EmailTemplate; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const { dateTime } = useDateFormat();
  const target: { event: EmailEvent; language: ContentLanguage } = { event: template.event, language: template.language };
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [saved, setSaved] = useState({ subject: template.subject, body: template.body });
  const [refused, setRefused] = useState<Partial<Record<Part, string>>>({});
  const bodyRef = useRef<TextAreaRef>(null);
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const sendTest = useSendTestEmail();
  const dirty = subject !== saved.subject || body !== saved.body;
  const unsaved = useUnsavedChanges(dirty);
  // Each part on its own: an object would be new at every render and never settle.
  const text = { subject: useDebouncedValue(subject, EMAIL_PREVIEW_DEBOUNCE_MS), body: useDebouncedValue(body, EMAIL_PREVIEW_DEBOUNCE_MS) };
  const preview = useEmailPreview(target, text, text.subject.trim().length > 0 && text.body.length > 0);
  const rtl = isRightToLeft(template.language);

  const insert = (variable: string) => {
    const tag = `{{${variable}}}`;
    const area = bodyRef.current?.resizableTextArea?.textArea;
    const at = area ? area.selectionStart : body.length;
    const end = area ? area.selectionEnd : body.length;
    setBody(body.slice(0, at) + tag + body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + tag.length, at + tag.length);
    });
  };

  const onSave = async () => {
    setRefused({});
    try {
      const stored = await save.mutateAsync({ target, body: { subject: subject.trim(), body } });
      setSaved({ subject: stored.subject, body: stored.body });
      setSubject(stored.subject);
      void message.success(t('emailTemplates.editor.saved'));
    } catch (error) {
      const parts = partErrors(error);
      setRefused(parts);
      if (!parts.subject && !parts.body) void message.error(errorMessage(error));
    }
  };

  const onReset = async () => {
    try {
      const builtIn = await reset.mutateAsync(target);
      setSaved({ subject: builtIn.subject, body: builtIn.body });
      setSubject(builtIn.subject);
      setBody(builtIn.body);
      setRefused({});
      void message.success(t('emailTemplates.editor.resetDone'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const onTest = async () => {
    try {
      const sent = await sendTest.mutateAsync({ target, body: { subject: subject.trim(), body } });
      void message.success(t('emailTemplates.editor.testSent', { to: sent.sentTo }));
    } catch (error) {
      setRefused(partErrors(error));
      void message.error(errorMessage(error));
    }
  };

  const resetProps: ButtonProps & { 'data-testid': string } = { danger: true, loading: reset.isPending, 'data-testid': 'email-reset-confirm' };
  const previewError = preview.error ? errorMessage(preview.error) : undefined;

  return (
    <Row gutter={[16, 16]} data-testid="email-editor">
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={t('emailTemplates.editor.title')}
          extra={
            <Tag color={template.customized ? 'blue' : 'default'} data-testid="email-customized">
              {template.customized ? t('emailTemplates.customized') : t('emailTemplates.builtIn')}
            </Tag>
          }
        >
          <Form layout="vertical" component="div">
            <Form.Item label={t('emailTemplates.fields.subject')} validateStatus={refused.subject ? 'error' : undefined} help={refused.subject}>
              <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={EMAIL_SUBJECT_MAX} dir={rtl ? 'rtl' : 'auto'} disabled={!canManage} data-testid="email-subject" />
            </Form.Item>
            <Form.Item label={t('emailTemplates.fields.body')} validateStatus={refused.body ? 'error' : undefined} help={refused.body}>
              <Input.TextArea
                ref={bodyRef}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                autoSize={{ minRows: 8, maxRows: 20 }}
                maxLength={EMAIL_BODY_MAX}
                dir={rtl ? 'rtl' : 'auto'}
                disabled={!canManage}
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
                data-testid="email-body"
              />
            </Form.Item>
          </Form>
          <Flex vertical gap={4} style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">{t('emailTemplates.editor.variables')}</Typography.Text>
            <Space size={[4, 4]} wrap data-testid="email-variables">
              {template.variables.map((variable) => (
                <Tooltip key={variable} title={t('emailTemplates.editor.sample', { value: template.sampleValues[variable] ?? '' })}>
                  <Tag.CheckableTag checked={false} onChange={() => canManage && insert(variable)} style={{ border: '1px dashed var(--app-border)' }} data-testid={`email-variable-${variable}`}>
                    {`{{${variable}}}`}
                  </Tag.CheckableTag>
                </Tooltip>
              ))}
            </Space>
          </Flex>
          {template.updatedBy && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('emailTemplates.editor.changedBy', { name: template.updatedBy.name, at: dateTime(template.updatedAt) })}
            </Typography.Paragraph>
          )}
          {canManage && (
            <Flex gap={8} wrap>
              <Button type="primary" icon={<SaveOutlined />} onClick={() => void onSave()} loading={save.isPending} disabled={!dirty || !subject.trim() || !body} data-testid="email-save">
                {t('emailTemplates.editor.save')}
              </Button>
              <Button icon={<MailOutlined />} onClick={() => void onTest()} loading={sendTest.isPending} disabled={!subject.trim() || !body} data-testid="email-test">
                {t('emailTemplates.editor.sendTest')}
              </Button>
              {template.customized && (
                <Popconfirm
                  title={t('emailTemplates.editor.resetConfirm')}
                  description={t('emailTemplates.editor.resetBody')}
                  okText={t('emailTemplates.editor.reset')}
                  okButtonProps={resetProps}
                  cancelText={t('common.cancel')}
                  onConfirm={onReset}
                >
                  <Button icon={<UndoOutlined />} data-testid="email-reset">
                    {t('emailTemplates.editor.reset')}
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('emailTemplates.preview.title')} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('emailTemplates.preview.hint')}</Typography.Text>} data-testid="email-preview">
          {previewError && <Alert type="error" showIcon title={previewError} style={{ marginBottom: 12 }} data-testid="email-preview-error" />}
          <Flex vertical gap={8} style={{ opacity: preview.isFetching || previewError ? 0.6 : 1 }} dir={rtl ? 'rtl' : 'ltr'} lang={template.language}>
            <Typography.Text strong data-testid="email-preview-subject">
              {preview.data?.subject}
            </Typography.Text>
            <pre className="content-email" data-testid="email-preview-text">
              {preview.data?.text}
            </pre>
          </Flex>
        </Card>
      </Col>
      {unsaved.prompt}
    </Row>
  );
}
