import { WarningOutlined } from '@ant-design/icons';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The account holder above the customer's KYC name, with a warning when they are not the same name. */
export function HolderNameCell({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  return (
    <div style={{ lineHeight: 1.35 }} data-testid="bank-holder" data-mismatch={account.holderMismatch ? 'true' : 'false'}>
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
        <span dir="auto" data-testid="bank-holder-name">{account.holderName}</span>
        {account.holderMismatch && (
          <Tooltip title={t('bankAccounts.mismatchHint', { kycName: account.kycName })}>
            <Tag color="warning" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }} data-testid="bank-mismatch">{t('bankAccounts.mismatch')}</Tag>
          </Tooltip>
        )}
      </span>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
        {t('bankAccounts.kycName')}: <span dir="auto">{account.kycName}</span>
      </Typography.Text>
    </div>
  );
}
