import { Popconfirm, Switch, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { useMessageApi } from '../app/message-api-context.ts';

export interface ConfirmCopy {
  title: ReactNode;
  description: ReactNode;
  okText: string;
}

export interface ConfirmSwitchProps {
  /** The server's state; the switch moves only once the server has changed it. */
  checked: boolean;
  pending: boolean;
  /** False shows the state only (an admin without the write policy). */
  canWrite: boolean;
  ariaLabel: string;
  checkedLabel: string;
  uncheckedLabel: string;
  /** What the dialog says for turning the switch to `next`. */
  copy: (next: boolean) => ConfirmCopy;
  /** Runs the change and returns the message to show once it is done. */
  onConfirm: (next: boolean) => Promise<string>;
  testId: string;
}

const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** An on/off switch that asks first, says what will happen, and shows the server's refusal if any. */
export function ConfirmSwitch({
  checked,
  pending,
  canWrite,
  ariaLabel,
  checkedLabel,
  uncheckedLabel,
  copy,
  onConfirm,
  testId,
}: ConfirmSwitchProps) {
  const { t } = useTranslation();
  const message = useMessageApi();

  // No text inside the switch: the column or the label beside it names it, and a table of wide switches
  // would not fit the screen. Its state shows as a tooltip and reaches screen readers as role="switch".
  const toggle = (
    <Switch
      title={checked ? checkedLabel : uncheckedLabel}
      checked={checked}
      loading={pending}
      disabled={!canWrite}
      size="small"
      aria-label={ariaLabel}
      data-testid={testId}
      data-checked={checked ? 'true' : 'false'}
    />
  );
  if (!canWrite) return toggle;

  const next = !checked;
  const { title, description, okText } = copy(next);

  // Errors are shown here and swallowed: Popconfirm would leave a rejected promise unhandled.
  const confirm = async () => {
    try {
      void message.success(await onConfirm(next));
    } catch (error) {
      void message.error(errorMessage(error), 6);
    }
  };

  return (
    // The switch sits in a clickable table row; its clicks (and those of the portalled dialog) stay here.
    <span onClick={stopRowClick} onKeyDown={stopRowClick} style={{ display: 'inline-block' }}>
      <Popconfirm
        title={title}
        description={<div style={{ maxWidth: 320 }}>{description}</div>}
        okText={okText}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: !next, ...({ 'data-testid': `${testId}-confirm` } as ButtonProps) }}
        onConfirm={confirm}
      >
        {toggle}
      </Popconfirm>
    </span>
  );
}
