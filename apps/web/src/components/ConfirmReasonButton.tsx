import { Alert, Button, Form, Input, Modal, Tooltip, type ButtonProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../app/api-request-error.ts';
import { errorMessage } from '../app/error-message.ts';
import { fieldErrorsOf } from '../app/form-errors.ts';
import { useMessageApi } from '../app/message-api-context.ts';

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

export interface ConfirmReasonButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  /**
   * Shows the icon alone, `label` then being its tooltip and what a screen reader says (a row
   * action in a wide table). Needs `icon` and a text `label`.
   */
  iconOnly?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  danger?: boolean;
  /** The dialog's question and, below it, what confirming does. */
  title: ReactNode;
  description?: ReactNode;
  okText?: ReactNode;
  /** 'required': a reason of at least 3 characters; 'optional': a free note; 'none': a plain confirmation. */
  reason?: 'none' | 'required' | 'optional';
  reasonLabel?: ReactNode;
  /** The body field the server names in a 400 about the reason ('reason', 'notes'...). */
  reasonField?: string;
  /** Runs the change; the dialog stays open with a spinner until it settles. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  successMessage?: string;
  disabled?: boolean;
  /** Why the button is disabled, as a tooltip. */
  disabledReason?: ReactNode;
  testId?: string;
}

// After these the request cannot succeed by retrying from the same dialog: the state moved on
// (409), the target is gone (404) or the admin may not do it (403).
const finalStatuses = new Set([403, 404, 409]);

/** A button that asks for confirmation (and, if needed, a reason) before running a change. */
export function ConfirmReasonButton({
  label,
  icon,
  iconOnly = false,
  type,
  size,
  danger,
  title,
  description,
  okText,
  reason = 'none',
  reasonLabel,
  reasonField = 'reason',
  onConfirm,
  successMessage,
  disabled,
  disabledReason,
  testId,
}: ConfirmReasonButtonProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<{ reason?: string }>();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (running) return;
    setOpen(false);
    setFailure(null);
  };

  // Set before the first await: a second click or Enter in the same tick must not start a second decision.
  const inFlight = useRef(false);
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const values = reason === 'none' ? {} : await form.validateFields().catch(() => null);
    if (!values) {
      inFlight.current = false;
      return;
    }
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm(values.reason?.trim() || undefined);
      if (successMessage) void message.success(successMessage);
      setOpen(false);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, [reasonField]).map((e) => ({ ...e, name: 'reason' as const }));
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      if (error instanceof ApiRequestError && finalStatuses.has(error.status)) {
        void message.error(errorMessage(error), 6);
        setOpen(false);
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

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
    <Button type={type} size={size} danger={danger} icon={icon} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
      {label}
    </Button>
  );

  return (
    <>
      {disabled && disabledReason ? (
        <Tooltip title={disabledReason}>
          {/* A disabled button fires no mouse events; the wrapper lets the tooltip show. */}
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid={testId ? `${testId}-disabled` : undefined}>
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
          okButtonProps={{ danger, ...({ 'data-testid': testId ? `${testId}-confirm` : undefined } as ButtonProps) }}
          cancelButtonProps={{ disabled: running }}
          mask={{ closable: !running }}
          width={480}
        >
          {description && <div style={{ marginBottom: 16 }}>{description}</div>}
          {reason !== 'none' && (
            <Form form={form} layout="vertical" requiredMark={reason === 'required'} onFinish={() => void confirm()}>
              <Form.Item
                name="reason"
                label={reasonLabel ?? t(reason === 'required' ? 'common.reason' : 'common.note')}
                rules={[
                  ...(reason === 'required'
                    ? [
                        { required: true, whitespace: true, message: t('common.reasonRequired') },
                        // The server counts the trimmed text, so must the form.
                        {
                          validator: (_rule: unknown, value: string | undefined) =>
                            !value?.trim() || value.trim().length >= REASON_MIN_LENGTH
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('common.reasonTooShort', { min: REASON_MIN_LENGTH }))),
                        },
                      ]
                    : []),
                  { max: REASON_MAX_LENGTH, message: t('common.reasonTooLong', { max: REASON_MAX_LENGTH }) },
                ]}
              >
                <Input.TextArea rows={3} autoFocus maxLength={REASON_MAX_LENGTH} showCount data-testid={testId ? `${testId}-reason` : undefined} />
              </Form.Item>
            </Form>
          )}
          {failure && <Alert type="error" showIcon title={failure} />}
        </Modal>
      )}
    </>
  );
}
