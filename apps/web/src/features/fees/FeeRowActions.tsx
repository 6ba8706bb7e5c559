import { CheckCircleOutlined, EditOutlined, HistoryOutlined, StopOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';

export interface FeeRowActionsProps {
  /** What the row is, for screen readers and the dialogs: "Fiat withdrawal · USD · any level". */
  label: string;
  isActive: boolean;
  canManage: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onSetActive: (active: boolean, reason: string) => Promise<unknown>;
  /** 'fee' or 'tax': the texts of the dialogs. */
  kind: 'schedule' | 'rule';
  testId: string;
}

/** Edit, history, and deactivate or reactivate with a reason (the history keeps it). */
export function FeeRowActions({ label, isActive, canManage, onEdit, onHistory, onSetActive, kind, testId }: FeeRowActionsProps): ReactNode {
  const { t } = useTranslation();
  const facts = { what: label };
  return (
    <Space size={2} onClick={(event) => event.stopPropagation()}>
      <RowIconButton title={t('fees.actions.history')} ariaLabel={t('fees.actions.historyOf', facts)} icon={<HistoryOutlined />} onClick={onHistory} testId={`${testId}-history`} />
      {canManage && <RowIconButton title={t('fees.actions.edit')} ariaLabel={t('fees.actions.editOf', facts)} icon={<EditOutlined />} onClick={onEdit} testId={`${testId}-edit`} />}
      {canManage && (
        <ConfirmReasonButton
          iconOnly
          size="small"
          type="text"
          danger={isActive}
          icon={isActive ? <StopOutlined /> : <CheckCircleOutlined />}
          label={t(isActive ? 'fees.actions.deactivate' : 'fees.actions.activate')}
          title={t(isActive ? `fees.actions.deactivate_${kind}Title` : `fees.actions.activate_${kind}Title`, facts)}
          description={t(isActive ? `fees.actions.deactivate_${kind}Effect` : `fees.actions.activate_${kind}Effect`, facts)}
          okText={t(isActive ? 'fees.actions.deactivate' : 'fees.actions.activate')}
          reason="required"
          reasonLabel={t('fees.fields.reason')}
          onConfirm={(reason) => onSetActive(!isActive, reason ?? '')}
          successMessage={t(isActive ? 'fees.actions.deactivated' : 'fees.actions.activated', facts)}
          testId={`${testId}-${isActive ? 'deactivate' : 'activate'}`}
        />
      )}
    </Space>
  );
}
