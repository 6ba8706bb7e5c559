import { CheckCircleOutlined, EditOutlined, LockOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { CUSTOMER_BLOCKS, CUSTOMER_STATE_CHANGES, type CustomerBlock, type CustomerStateChange } from '@exchange/contract/customers/customer-states';
import type { Customer } from '@exchange/contract/customers/customers';
import { Button, Flex, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { CustomerActionButton } from './CustomerActionButton.tsx';
import { CustomerProfileDrawer } from './CustomerProfileDrawer.tsx';
import { useCustomerChange } from './customer-queries.ts';

const stateIcons: Record<CustomerStateChange, ReactNode> = { activate: <CheckCircleOutlined />, freeze: <LockOutlined />, unfreeze: <UnlockOutlined />, close: <StopOutlined /> };

/**
 * The account's changes that its state in force allows (the server checks again): activate,
 * freeze, unfreeze, close, and each block set or lifted. Without customers.manage the buttons stay,
 * disabled, saying which permission is missing.
 */
export function CustomerControls({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const canManage = useCan('customers.manage');
  const change = useCustomerChange(customer.id);
  const [editing, setEditing] = useState(false);
  const disabledReason = canManage ? undefined : t('common.missingPolicy', { policy: 'customers.manage' });
  const stateChanges = (Object.keys(CUSTOMER_STATE_CHANGES) as CustomerStateChange[]).filter((c) => (CUSTOMER_STATE_CHANGES[c].from as readonly string[]).includes(customer.state));
  const blockOf = (block: CustomerBlock) => (block === 'WITHDRAWALS' ? customer.withdrawalsBlock : customer.tradingBlock);

  return (
    <Flex wrap gap={8} data-testid="customer-controls">
      {stateChanges.map((c) => (
        <CustomerActionButton
          key={c}
          testId={`customer-${c}`}
          icon={stateIcons[c]}
          danger={c === 'close' || c === 'freeze'}
          label={t(`customers.actions.${c}`)}
          title={t(`customers.actions.${c}Title`, { name: customer.name })}
          description={t(`customers.actions.${c}Description`)}
          reason={c === 'activate' ? 'optional' : 'required'}
          withUntil={c === 'freeze'}
          successMessage={t(`customers.actions.${c}Done`)}
          disabledReason={disabledReason}
          onConfirm={({ reason, until }) =>
            change.mutateAsync(c === 'activate' ? { kind: c, reason } : c === 'freeze' ? { kind: c, reason: reason ?? '', until } : { kind: c, reason: reason ?? '' })
          }
        />
      ))}
      {customer.state !== 'CLOSED' &&
        CUSTOMER_BLOCKS.map((block) =>
          blockOf(block) ? (
            <CustomerActionButton
              key={block}
              testId={`customer-unblock-${block.toLowerCase()}`}
              icon={<UnlockOutlined />}
              label={t(`customers.actions.unblock${block}`)}
              title={t(`customers.actions.unblock${block}`)}
              reason="required"
              successMessage={t('customers.actions.unblockDone')}
              disabledReason={disabledReason}
              onConfirm={({ reason }) => change.mutateAsync({ kind: 'unblock', block, reason: reason ?? '' })}
            />
          ) : (
            <CustomerActionButton
              key={block}
              testId={`customer-block-${block.toLowerCase()}`}
              icon={<StopOutlined />}
              label={t(`customers.actions.block${block}`)}
              title={t(`customers.actions.block${block}`)}
              description={t(`customers.actions.block${block}Description`)}
              reason="required"
              withUntil
              successMessage={t('customers.actions.blockDone')}
              disabledReason={disabledReason}
              onConfirm={({ reason, until }) => change.mutateAsync({ kind: 'block', block, reason: reason ?? '', until })}
            />
          ),
        )}
      {customer.state !== 'CLOSED' && (
        <Tooltip title={disabledReason}>
          <Button icon={<EditOutlined />} disabled={!canManage} onClick={() => setEditing(true)} data-testid="customer-edit-profile">
            {t('customers.profile.edit')}
          </Button>
        </Tooltip>
      )}
      {editing && <CustomerProfileDrawer customer={customer} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
