import { EditOutlined, StopOutlined } from '@ant-design/icons';
import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useSubAccountChange } from './sub-account-queries.ts';
import { SubAccountNameDrawer } from './SubAccountNameDrawer.tsx';

/** Rename, or close with a reason (only once it holds nothing: the button says so before the server would). */
export function SubAccountActions({ subAccount }: { subAccount: SubAccount }) {
  const { t } = useTranslation();
  const canManage = useCan('subAccounts.manage');
  const change = useSubAccountChange();
  const [renaming, setRenaming] = useState(false);
  if (!canManage || subAccount.status !== 'OPEN') return null;
  const holds = subAccount.balances.some((b) => /[1-9]/.test(b.available) || /[1-9]/.test(b.held));
  return (
    <Space size={6} wrap={false} data-testid="sub-account-actions">
      <Button size="small" icon={<EditOutlined />} onClick={() => setRenaming(true)} data-testid="sub-account-rename">
        {t('subAccounts.actions.rename')}
      </Button>
      <ConfirmReasonButton
        danger
        size="small"
        icon={<StopOutlined />}
        label={t('subAccounts.actions.close')}
        title={t('subAccounts.actions.closeTitle', { name: subAccount.name, customer: subAccount.customer.name })}
        description={t('subAccounts.actions.closeEffect')}
        okText={t('subAccounts.actions.close')}
        reason="required"
        reasonLabel={t('subAccounts.actions.closeReason')}
        onConfirm={(reason) => change.mutateAsync({ kind: 'close', subAccountId: subAccount.id, reason: reason ?? '' })}
        successMessage={t('subAccounts.actions.closed', { name: subAccount.name })}
        disabled={holds}
        disabledReason={t('subAccounts.actions.notEmpty')}
        testId="sub-account-close"
      />
      {renaming && <SubAccountNameDrawer target={{ subAccountId: subAccount.id, name: subAccount.name }} onClose={() => setRenaming(false)} />}
    </Space>
  );
}
