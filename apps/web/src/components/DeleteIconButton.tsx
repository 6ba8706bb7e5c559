import { DeleteOutlined } from '@ant-design/icons';
import { ConfirmReasonButton, type ConfirmReasonButtonProps } from './ConfirmReasonButton.tsx';

type DeleteIconButtonProps = Omit<ConfirmReasonButtonProps, 'icon' | 'iconOnly' | 'type' | 'size' | 'danger' | 'okText'>;

/**
 * A row's delete (or remove) action: a small red bin that asks first, its `label` being the
 * tooltip, what a screen reader says and the dialog's confirm button.
 */
export function DeleteIconButton(props: DeleteIconButtonProps) {
  return <ConfirmReasonButton {...props} iconOnly type="text" size="small" danger icon={<DeleteOutlined />} okText={props.label} />;
}
