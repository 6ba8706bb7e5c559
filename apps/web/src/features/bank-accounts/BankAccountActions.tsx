import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useBankAccountDecision } from './bank-account-queries.ts';

/** Verify or reject a pending account, each behind a confirmation that repeats the name check. */
export function BankAccountActions({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const canDecide = useCan('bankAccounts.decide');
  const decide = useBankAccountDecision(account.id);
  if (account.status !== 'PENDING' || !canDecide) return null;
  const facts = { holder: account.holderName, kycName: account.kycName, bank: account.bankName };
  return (
    <Space size={6} wrap={false} data-testid="bank-actions">
      <ConfirmReasonButton
        type="primary"
        size="small"
        icon={<CheckOutlined />}
        label={t('bankAccounts.actions.verify')}
        title={t('bankAccounts.actions.verifyTitle', facts)}
        description={t(account.holderMismatch ? 'bankAccounts.actions.verifyMismatch' : 'bankAccounts.actions.verifyEffect', facts)}
        okText={t('bankAccounts.actions.verify')}
        onConfirm={() => decide.mutateAsync({ verify: true })}
        successMessage={t('bankAccounts.actions.verified', facts)}
        testId="bank-verify"
      />
      <ConfirmReasonButton
        danger
        size="small"
        icon={<CloseOutlined />}
        label={t('bankAccounts.actions.reject')}
        title={t('bankAccounts.actions.rejectTitle', facts)}
        okText={t('bankAccounts.actions.reject')}
        reason="required"
        reasonLabel={t('bankAccounts.actions.rejectReason')}
        onConfirm={(reason) => decide.mutateAsync({ verify: false, reason: reason ?? '' })}
        successMessage={t('bankAccounts.actions.rejected', facts)}
        testId="bank-reject"
      />
    </Space>
  );
}
