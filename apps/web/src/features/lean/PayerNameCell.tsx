import { WarningOutlined } from '@ant-design/icons';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The payer's name, flagged when it is not the customer's (the check the operator makes before
 * crediting), with the paying bank below it when asked.
 */
export function PayerNameCell({ transaction: tx, withBank = false }: { transaction: LeanTransaction; withBank?: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ lineHeight: 1.3 }}>
      <Space size={6} wrap={false}>
        <span style={{ whiteSpace: 'nowrap' }} data-testid="payer-name">{tx.payerName}</span>
        {!tx.payerNameMatches && (
          <Tooltip title={t('lean.payerMismatchHint', { customer: tx.customer.name })}>
            <Tag color="warning" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }} data-testid="payer-mismatch">
              {t('lean.payerMismatch')}
            </Tag>
          </Tooltip>
        )}
      </Space>
      {withBank && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>{tx.bankName}</Typography.Text>
      )}
    </div>
  );
}
