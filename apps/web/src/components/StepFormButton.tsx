import { Alert, Button, Form, Modal, Tooltip, type ButtonProps, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../app/api-request-error.ts';
import { errorMessage } from '../app/error-message.ts';
import { fieldErrorsOf } from '../app/form-errors.ts';
import { useMessageApi } from '../app/message-api-context.ts';

export interface StepFormButtonProps<Values> {
  label: ReactNode;
  icon?: ReactNode;
  /**
   * Shows the icon alone, `label` then being its tooltip and what a screen reader says (a row
   * action in a wide table). Needs `icon` and a text `label`.
   */
  iconOnly?: boolean;
  type?: ButtonProps['type'];
  danger?: boolean;
  size?: ButtonProps['size'];
  title: ReactNode;
  description?: ReactNode;
  okText?: ReactNode;
  /** The form's items; `form` lets them read each other (a checkbox gating OK). */
  fields: (form: FormInstance<Values>) => ReactNode;
  /** The body fields the server may name in a 400. */
  fieldNames: readonly (keyof Values & string)[];
  onConfirm: (values: Values) => Promise<unknown>;
  successMessage?: string;
  disabled?: boolean;
  disabledReason?: ReactNode;
  /** Enter in a field confirms the dialog; off where Enter belongs to a field (a date picker accepting its date). */
  submitOnEnter?: boolean;
  /** A refusal after which this dialog can do nothing more (the state moved on): said in a toast, the dialog closes. */
  closesOn?: (error: unknown) => boolean;
  testId?: string;
}

// After these the request cannot succeed by retrying from the same dialog: the state moved on
// (409), the target is gone (404) or the admin may not do it (403).
const finalStatuses = new Set([403, 404, 409]);
export const isFinalRefusal = (error: unknown) => error instanceof ApiRequestError && finalStatuses.has(error.status);

/**
 * A step of several fields behind a dialog (approve with a statement reference and a note, approve
 * with held reasons acknowledged, mark sent). Unlike a plain confirmation, every refusal of the
 * server stays in the dialog beside what was typed: a four-eyes or a stale-state refusal is read
 * where it happened, never only in a passing toast.
 */
export function StepFormButton<Values extends object>({
  label, icon, iconOnly = false, type, danger, size, title, description, okText, fields, fieldNames, onConfirm, successMessage, disabled, disabledReason, submitOnEnter = true, closesOn, testId,
}: StepFormButtonProps<Values>) {
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
    form.resetFields();
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
      if (successMessage) void message.success(successMessage);
      setOpen(false);
      form.resetFields();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, fieldNames);
      if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<FormInstance<Values>['setFields']>[0]);
      if (closesOn?.(error)) {
        void message.error(errorMessage(error), 6);
        setOpen(false);
      } else if (fieldErrors.length === 0) {
        setFailure(errorMessage(error));
      }
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  const testIdOf = (part: string) => (testId ? `${testId}-${part}` : undefined);
  const button = iconOnly ? (
    <Tooltip title={disabled ? undefined : label}>
      <Button
        type={type}
        size={size}
        danger={danger}
        icon={icon}
        disabled={disabled}
        aria-label={typeof label === 'string' ? label : undefined}
        onClick={() => setOpen(true)}
        data-testid={testId}
      />
    </Tooltip>
  ) : (
    <Button type={type} danger={danger} size={size} icon={icon} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <>
      {disabled && disabledReason ? (
        <Tooltip title={disabledReason}>
          {/* A disabled button fires no mouse events; the wrapper lets the tooltip show. */}
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid={testIdOf('disabled')}>
            {button}
          </span>
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
          okText={okText ?? t('common.confirm')}
          cancelText={t('common.cancel')}
          confirmLoading={running}
          okButtonProps={{ danger, ...({ 'data-testid': testIdOf('confirm') } as ButtonProps) }}
          cancelButtonProps={{ disabled: running }}
          mask={{ closable: !running }}
          width={520}
        >
          {description && <div style={{ marginBottom: 16 }}>{description}</div>}
          <Form<Values> form={form} layout="vertical" onFinish={submitOnEnter ? () => void confirm() : undefined}>
            {fields(form)}
          </Form>
          {failure && <Alert type="error" showIcon title={failure} data-testid={testIdOf('error')} />}
        </Modal>
      )}
    </>
  );
}
