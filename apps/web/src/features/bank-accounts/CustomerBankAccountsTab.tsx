import { SafetyCertificateFilled } from '@ant-design/icons';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { BankAccountActions } from './BankAccountActions.tsx';
import { useBankAccountList } from './bank-account-queries.ts';
import { HolderNameCell } from './HolderNameCell.tsx';

/** The customer page's bank accounts: every account of the customer, the verified ones marked. */
export function CustomerBankAccountsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <QueryTable<BankAccount>
      query={useBankAccountList({ customerId, page: 0, limit: 50 })}
      testId="customer-bank-accounts-tab"
      empty={t('bankAccounts.noAccounts')}
      columns={[
        {
          key: 'verified',
          title: '',
          width: 32,
          render: (_, a) => (a.status === 'VERIFIED' ? <SafetyCertificateFilled style={{ color: '#52c41a' }} aria-label={t('status.VERIFIED')} data-testid="bank-verified-mark" /> : null),
        },
        { key: 'holder', title: t('bankAccounts.columns.holder'), render: (_, a) => <HolderNameCell account={a} /> },
        {
          key: 'account',
          title: t('bankAccounts.columns.account'),
          render: (_, a) => (
            <div style={{ lineHeight: 1.35 }}>
              <div dir="auto">{a.bankName}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: 'monospace' }} dir="ltr">{a.accountNumber}</Typography.Text>
            </div>
          ),
        },
        { key: 'country', title: t('bankAccounts.fields.country'), render: (_, a) => <Tag>{`${countryName(a.country)} · ${a.currency}`}</Tag> },
        { key: 'createdAt', title: t('bankAccounts.columns.added'), render: (_, a) => <DateTimeCell value={a.createdAt} /> },
        { key: 'status', title: t('bankAccounts.fields.status'), render: (_, a) => <StatusTag status={a.status} /> },
        { key: 'actions', title: '', render: (_, a) => <BankAccountActions account={a} /> },
      ]}
    />
  );
}
