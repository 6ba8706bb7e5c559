import { CUSTOMER_REASON_MAX, CUSTOMER_REASON_MIN } from '@exchange/contract/customers/customer-states';
import { Alert, Button, DatePicker, Form, Input, Modal, Tooltip, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';

export interface CustomerActionButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** 'required' for every change but an activation, whose note is optional. */
  reason: 'required' | 'optional';
  /** Offers an expiry (freeze, blocks): the change lifts itself then. */
  withUntil?: boolean;
  onConfirm: (values: { reason: string | undefined; until: string | undefined }) => Promise<unknown>;
  successMessage: string;
  /** Why the admin may not do it: the button stays, disabled, with this on hover. */
  disabledReason?: ReactNode;
  testId: string;
}

type Values = { reason?: string; until?: Dayjs | null };
// The change cannot succeed from this dialog any more: the state moved on, the customer is gone, or the admin may not.
const finalStatuses = new Set([403, 404, 409]);

/** A change to a customer: a dialog asks for its reason (and an optional expiry) before it runs. */
export function CustomerActionButton({ label, icon, danger, title, description, reason, withUntil, onConfirm, successMessage, disabledReason, testId }: CustomerActionButtonProps) {
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
      await onConfirm({ reason: values.reason?.trim() || undefined, until: values.until ? values.until.toISOString() : undefined });
      void message.success(successMessage);
      setOpen(false);
      form.resetFields();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, ['reason', 'until'] as const);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      if (error instanceof ApiRequestError && finalStatuses.has(error.status)) {
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

  const button = (
    <Button danger={danger} icon={icon} disabled={Boolean(disabledReason)} onClick={() => setOpen(true)} data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid={`${testId}-disabled`}>{button}</span>
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
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          confirmLoading={running}
          okButtonProps={{ danger, ...({ 'data-testid': `${testId}-confirm` } as ButtonProps) }}
          cancelButtonProps={{ disabled: running }}
          mask={{ closable: !running }}
          width={480}
        >
          {description && <div style={{ marginBottom: 16 }}>{description}</div>}
          <Form form={form} layout="vertical" requiredMark={reason === 'required'}>
            <Form.Item
              name="reason"
              label={t(reason === 'required' ? 'common.reason' : 'common.note')}
              rules={
                reason === 'required'
                  ? [
                      { required: true, whitespace: true, message: t('common.reasonRequired') },
                      {
                        validator: (_rule: unknown, value: string | undefined) =>
                          !value?.trim() || value.trim().length >= CUSTOMER_REASON_MIN ? Promise.resolve() : Promise.reject(new Error(t('common.reasonTooShort', { min: CUSTOMER_REASON_MIN }))),
                      },
                    ]
                  : []
              }
            >
              <Input.TextArea rows={3} maxLength={CUSTOMER_REASON_MAX} showCount autoFocus data-testid={`${testId}-reason`} />
            </Form.Item>
            {withUntil && (
              <Form.Item name="until" label={t('customers.actions.until')} extra={t('customers.actions.untilHint')}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
                  style={{ width: '100%' }}
                  data-testid={`${testId}-until`}
                />
              </Form.Item>
            )}
          </Form>
          {failure && <Alert type="error" showIcon title={failure} data-testid={`${testId}-error`} />}
        </Modal>
      )}
    </>
  );
}
