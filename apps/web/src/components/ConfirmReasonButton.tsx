import { Form, Input, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepFormButton, isFinalRefusal } from './StepFormButton.tsx';

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

/** The reason (or note) a decision asks for, counted as the server counts it: trimmed. */
export function ReasonFormItem({ name, reason, label, min = REASON_MIN_LENGTH, max = REASON_MAX_LENGTH, testId }: { name: string; reason: 'required' | 'optional'; label?: ReactNode; min?: number; max?: number; testId?: string | undefined }) {
  const { t } = useTranslation();
  const required = reason === 'required';
  return (
    <Form.Item
      name={name}
      label={label ?? t(required ? 'common.reason' : 'common.note')}
      required={required}
      rules={[
        ...(required
          ? [
              { required: true, whitespace: true, message: t('common.reasonRequired') },
              {
                validator: (_rule: unknown, value: string | undefined) =>
                  !value?.trim() || value.trim().length >= min ? Promise.resolve() : Promise.reject(new Error(t('common.reasonTooShort', { min }))),
              },
            ]
          : []),
        { max, message: t('common.reasonTooLong', { max }) },
      ]}
    >
      <Input.TextArea rows={3} autoFocus maxLength={max} showCount data-testid={testId ? `${testId}-reason` : undefined} />
    </Form.Item>
  );
}

/** A button that asks for confirmation (and, if needed, a reason) before running a change. */
export function ConfirmReasonButton({ reason = 'none', reasonLabel, reasonField = 'reason', onConfirm, ...button }: ConfirmReasonButtonProps) {
  return (
    <StepFormButton<Partial<Record<string, string>>>
      {...button}
      fieldNames={[reasonField]}
      closesOn={isFinalRefusal}
      onConfirm={(values) => onConfirm(values[reasonField]?.trim() || undefined)}
      fields={() => reason !== 'none' && <ReasonFormItem name={reasonField} reason={reason} label={reasonLabel} testId={button.testId} />}
    />
  );
}
