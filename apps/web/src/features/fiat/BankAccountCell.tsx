import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Space, Typography } from 'antd';
import { StatusTag } from '../../components/StatusTag.tsx';

/** The account paid to: bank, masked number and its verification state. */
export function BankAccountCell({ account }: { account: FiatWithdrawal['bankAccount'] }) {
  return (
    <div style={{ lineHeight: 1.35 }}>
      <Space size={6} wrap={false}>
        <span style={{ whiteSpace: 'nowrap' }} dir="auto">{account.bankName}</span>
        <StatusTag status={account.status} testId="row-bank-status" />
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontFamily: 'monospace', whiteSpace: 'nowrap', direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'start' }} dir="ltr" data-testid="row-bank-number">
        {account.accountNumber}
      </Typography.Text>
    </div>
  );
}
