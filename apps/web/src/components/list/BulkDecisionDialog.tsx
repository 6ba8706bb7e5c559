import type { BulkResult } from '@exchange/contract/bulk/bulk-decisions';
import { Alert, Form, Input, Modal, Select, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import type { BulkActionDeclaration } from './bulk-actions.ts';

interface BulkDecisionDialogProps {
  action: BulkActionDeclaration;
  ids: string[];
  onClose: () => void;
  onDone: (result: BulkResult) => void;
}

/** Asks for the one reason of a bulk decision and runs it; the per-row outcome comes after, in the result panel. */
export function BulkDecisionDialog({ action, ids, onClose, onDone }: BulkDecisionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { reason } = action;

  const submit = async () => {
    const values = await form.validateFields();
    setRunning(true);
    setFailure(null);
    try {
      const text = values.reason?.trim();
      onDone(await action.run(ids, text === '' ? undefined : text));
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open
      title={t('bulk.confirmTitle', { action: action.label, count: ids.length })}
      okText={action.label}
      okButtonProps={{ danger: action.danger, loading: running, ...({ 'data-testid': 'bulk-confirm' } as ButtonProps) }}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={!running}
      destroyOnHidden
      data-testid="bulk-dialog"
    >
      <Typography.Paragraph type="secondary">{t('bulk.confirmText', { count: ids.length })}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false}>
        {reason.kind === 'text' && (
          <Form.Item
            name="reason"
            label={reason.label}
            rules={[
              ...(reason.required ? [{ required: true, whitespace: true, message: t('common.reasonRequired') }] : []),
              ...(reason.min ? [{ min: reason.min, message: t('common.reasonTooShort', { min: reason.min }) }] : []),
              { max: reason.max, message: t('common.reasonTooLong', { max: reason.max }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={reason.max} showCount autoFocus data-testid="bulk-reason" />
          </Form.Item>
        )}
        {reason.kind === 'choice' && (
          <Form.Item name="reason" label={reason.label} rules={[{ required: true, message: t('common.reasonRequired') }]}>
            <Select options={[...reason.options]} data-testid="bulk-reason-choice" />
          </Form.Item>
        )}
      </Form>
      {failure !== null && <Alert type="error" showIcon title={errorMessage(failure)} data-testid="bulk-error" />}
    </Modal>
  );
}
