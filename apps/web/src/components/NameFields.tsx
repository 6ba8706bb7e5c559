import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredTrimmedText } from './form-rules.ts';

interface NameFieldProps {
  /** The form field: `name` unless the contract calls it otherwise (a course's `title`). */
  name?: string;
  label: string;
  min: number;
  max: number;
  /** Text keys: the name is missing; its length is out of bounds (given `min` and `max`). */
  requiredKey: string;
  lengthKey: string;
  /** The first field of a create form takes the focus; one below a choice does not. */
  autoFocus?: boolean;
  testId: string;
}

/** A catalogue thing's name (a cause, a campaign, a staking product): required, trimmed, within the contract's bounds. */
export function NameField({ name = 'name', label, min, max, requiredKey, lengthKey, autoFocus = false, testId }: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={requiredTrimmedText(min, max, { required: t(requiredKey), length: t(lengthKey, { min, max }) })}>
      <Input dir="auto" autoFocus={autoFocus} autoComplete="off" maxLength={max} data-testid={testId} />
    </Form.Item>
  );
}

/** Its optional description, in the language it is written in, with a count against the contract's maximum. */
export function DescriptionField({ label, max, rows = 2, testId }: { label: string; max: number; rows?: number; testId: string }) {
  return (
    <Form.Item name="description" label={label}>
      <Input.TextArea dir="auto" rows={rows} maxLength={max} showCount data-testid={testId} />
    </Form.Item>
  );
}
