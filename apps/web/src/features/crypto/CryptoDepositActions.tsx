import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { useRecoveryDecision } from './crypto-queries.ts';

/**
 * A recovery's decision: another admin than the proposer approves it (the server enforces it), or
 * it is rejected with a reason. In a list row (`size="small"`) the two are icons with their names
 * as tooltips, so the row's status stays in view beside the sticky actions column.
 */
export function CryptoDepositActions({ deposit: d, size }: { deposit: CryptoDeposit; size?: 'small' }) {
  const { t, i18n } = useTranslation();
  const canDecide = useCan('crypto.deposits.approveRecovery');
  const decide = useRecoveryDecision();
  if (d.status !== 'RECOVERY_PENDING' || !canDecide) return null;
  const facts = { number: d.depositNumber, amount: `${formatDecimal(d.amount, decimalSeparators(i18n.language))} ${d.coin}`, customer: d.customer.name };
  return (
    <Space size={6} wrap data-testid="crypto-deposit-actions" onClick={(event) => event.stopPropagation()}>
      <ConfirmReasonButton
        type="primary"
        size={size}
        iconOnly={size === 'small'}
        icon={<CheckOutlined />}
        label={t('crypto.deposits.approve')}
        title={t('crypto.deposits.approveTitle', facts)}
        description={t('crypto.deposits.approveEffect', facts)}
        okText={t('crypto.deposits.approve')}
        reason="optional"
        reasonField="note"
        reasonLabel={t('crypto.fields.noteOptional')}
        onConfirm={(note) => decide.mutateAsync({ id: d.id, decision: { kind: 'approve', note } })}
        successMessage={t('crypto.deposits.approved', facts)}
        testId="crypto-recovery-approve"
      />
      <ConfirmReasonButton
        danger
        size={size}
        iconOnly={size === 'small'}
        icon={<CloseOutlined />}
        label={t('crypto.deposits.reject')}
        title={t('crypto.deposits.rejectTitle', facts)}
        description={t('crypto.deposits.rejectEffect', facts)}
        okText={t('crypto.deposits.reject')}
        reason="required"
        reasonLabel={t('crypto.fields.reason')}
        onConfirm={(reason) => decide.mutateAsync({ id: d.id, decision: { kind: 'reject', reason: reason ?? '' } })}
        successMessage={t('crypto.deposits.rejected', facts)}
        testId="crypto-recovery-reject"
      />
    </Space>
  );
}
