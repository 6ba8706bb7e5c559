import { Alert, Button, Form, Modal, Tooltip, type ButtonProps, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';

export interface FiatStepButtonProps<Values> {
  label: ReactNode;
  icon?: ReactNode;
  type?: ButtonProps['type'];
  danger?: boolean;
  size?: ButtonProps['size'];
  title: ReactNode;
  description?: ReactNode;
  okText: ReactNode;
  /** The form's items; `form` lets them read each other (a checkbox gating OK). */
  fields: (form: FormInstance<Values>) => ReactNode;
  /** The body fields the server may name in a 400. */
  fieldNames: readonly (keyof Values & string)[];
  onConfirm: (values: Values) => Promise<unknown>;
  successMessage: string;
  disabled?: boolean;
  disabledReason?: ReactNode;
  testId: string;
}

/**
 * A step of several fields behind a dialog (approve with a statement reference and a note, approve
 * with held reasons acknowledged, mark sent). Unlike a plain confirmation, every refusal of the
 * server stays in the dialog beside what was typed: a four-eyes or a stale-state refusal is read
 * where it happened, never only in a passing toast.
 */
export function FiatStepButton<Values extends object>({
  label, icon, type, danger, size, title, description, okText, fields, fieldNames, onConfirm, successMessage, disabled, disabledReason, testId,
}: FiatStepButtonProps<Values>) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const close = () => {
    if (running) return;
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      inFlight.current = false;
      return;
    }
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm(values);
      void message.success(successMessage);
      setOpen(false);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, fieldNames);
      if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<FormInstance<Values>['setFields']>[0]);
      else setFailure(errorMessage(error));
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  const button = (
    <Button type={type} danger={danger} size={size} icon={icon} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <>
      {disabled && disabledReason ? (
        <Tooltip title={disabledReason}>
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <Modal
          open
          title={title}
          onCancel={close}
          onOk={() => void confirm()}
          okText={okText}
          cancelText={t('common.cancel')}
          confirmLoading={running}
          okButtonProps={{ danger, ...({ 'data-testid': `${testId}-confirm` } as ButtonProps) }}
          cancelButtonProps={{ disabled: running }}
          mask={{ closable: !running }}
          width={520}
        >
          {description && <div style={{ marginBottom: 16 }}>{description}</div>}
          <Form<Values> form={form} layout="vertical" onFinish={() => void confirm()}>
            {fields(form)}
          </Form>
          {failure && <Alert type="error" showIcon title={failure} data-testid={`${testId}-error`} />}
        </Modal>
      )}
    </>
  );
}
