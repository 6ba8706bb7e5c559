import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { Descriptions, Space, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { isLeanDecidable, LeanActions } from './LeanActions.tsx';
import { PayerNameCell } from './PayerNameCell.tsx';

export interface LeanDetailDrawerProps {
  transaction: LeanTransaction | undefined;
  onClose: () => void;
  onDecided: (transaction: LeanTransaction) => void;
  onStale: () => void;
}

/** Every field of one deposit, who decided it, when and why, and the decisions still open. */
export function LeanDetailDrawer({ transaction: tx, onClose, onDecided, onStale }: LeanDetailDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const items: DescriptionsProps['items'] = tx && [
    { key: 'reference', label: t('lean.fields.reference'), children: <Typography.Text copyable>{tx.reference}</Typography.Text> },
    { key: 'createdAt', label: t('lean.fields.createdAt'), children: dateTime(tx.createdAt) },
    {
      key: 'customer',
      label: t('lean.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <span>{tx.customer.name}</span>
          <Typography.Text type="secondary">{tx.customer.email}</Typography.Text>
          <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>{tx.customer.id}</Typography.Text>
        </Space>
      ),
    },
    { key: 'amount', label: t('lean.fields.amount'), children: <MoneyCell value={tx.amount} currency={tx.currency} testId="drawer-amount" /> },
    { key: 'bankName', label: t('lean.fields.bankName'), children: tx.bankName },
    { key: 'payerName', label: t('lean.fields.payerName'), children: <PayerNameCell transaction={tx} /> },
    {
      key: 'payerAccount',
      label: t('lean.fields.payerAccount'),
      children: (
        <Space orientation="vertical" size={0}>
          <span style={{ fontFamily: 'monospace' }} dir="ltr">{tx.payerAccount}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('lean.fields.accountMasked')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'status', label: t('lean.fields.status'), children: <StatusTag status={tx.status} testId="drawer-status" /> },
    ...(tx.status === 'FAILED' ? [{ key: 'failureReason', label: t('lean.fields.failureReason'), children: tx.failureReason ?? none }] : []),
    // Four-eyes on a third party's deposit: who gave the first approval, when, with what note.
    ...(tx.firstApproval
      ? [
          {
            key: 'firstApproval',
            label: t('lean.fields.firstApproval'),
            children: (
              <Space orientation="vertical" size={0}>
                <span data-testid="drawer-first-approver">{tx.firstApproval.by.name}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(tx.firstApproval.at)}</Typography.Text>
                {tx.firstApproval.notes && <span>{tx.firstApproval.notes}</span>}
              </Space>
            ),
          },
        ]
      : []),
    ...(tx.requiresSecondApproval && isLeanDecidable(tx)
      ? [{ key: 'fourEyes', label: t('lean.fields.approvals'), children: <span data-testid="drawer-four-eyes">{t('lean.fields.twoApprovals')}</span> }]
      : []),
    // Only an operator's decision has a decider, a time and a note; a pending or failed deposit has none.
    ...(tx.status === 'APPROVED' || tx.status === 'REJECTED'
      ? [
          { key: 'decidedBy', label: t('lean.fields.decidedBy'), children: tx.decidedBy ? <span data-testid="drawer-decider">{tx.decidedBy.name}</span> : none },
          { key: 'decidedAt', label: t('lean.fields.decidedAt'), children: tx.decidedAt ? dateTime(tx.decidedAt) : none },
          {
            key: 'decisionReason',
            label: t(tx.status === 'REJECTED' ? 'lean.fields.rejectReason' : 'lean.fields.decisionNotes'),
            children: tx.decisionReason ?? none,
          },
        ]
      : []),
    { key: 'id', label: t('lean.fields.id'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{tx.id}</Typography.Text> },
  ];

  return (
    <EndDrawer
      open={Boolean(tx)}
      onClose={onClose}
      size={560}
      title={tx ? t('lean.drawerTitle', { reference: tx.reference }) : ''}
      // A settled deposit has no footer rather than an empty one.
      footer={tx && isLeanDecidable(tx) ? <LeanActions transaction={tx} onDecided={onDecided} onStale={onStale} /> : null}
      data-testid="lean-drawer"
    >
      {tx && <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 170 } }} />}
    </EndDrawer>
  );
}
