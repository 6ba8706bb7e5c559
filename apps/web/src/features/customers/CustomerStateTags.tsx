import { ClockCircleOutlined } from '@ant-design/icons';
import type { Customer } from '@exchange/contract/customers/customers';
import type { CustomerKycStatus } from '@exchange/contract/kyc/kyc-levels';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/use-date-format.ts';

const stateColors: Readonly<Record<Customer['state'], string>> = { PENDING: 'gold', ACTIVE: 'success', FROZEN: 'blue', CLOSED: 'default' };
const kycColors: Readonly<Record<CustomerKycStatus, string>> = {
  NONE: 'default',
  SUBMITTED: 'gold',
  IN_REVIEW: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  RESUBMISSION_REQUESTED: 'purple',
};

/** The account's state in force, translated; a freeze's reason and expiry on hover. */
export function CustomerStateTag({ customer, testId = 'customer-state' }: { customer: Pick<Customer, 'state' | 'stateReason' | 'frozenUntil'>; testId?: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const until = customer.state === 'FROZEN' && customer.frozenUntil;
  const tag = (
    <Tag color={stateColors[customer.state]} data-testid={testId} data-state={customer.state} style={{ marginInlineEnd: 0 }}>
      {t(`status.${customer.state}`)}
      {until && <ClockCircleOutlined style={{ marginInlineStart: 4 }} />}
    </Tag>
  );
  const hint = [customer.state === 'FROZEN' || customer.state === 'CLOSED' ? customer.stateReason : null, until ? t('customers.state.until', { at: dateTime(until) }) : null]
    .filter(Boolean)
    .join(' · ');
  return hint ? <Tooltip title={hint}>{tag}</Tooltip> : tag;
}

/** KYC level and status, translated. */
export function CustomerKycTags({ customer }: { customer: Pick<Customer, 'kycLevel' | 'kycStatus'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag style={{ marginInlineEnd: 0 }} data-testid="customer-kyc-level">{t(`customers.kycLevel.${customer.kycLevel}`)}</Tag>
      <Tag color={kycColors[customer.kycStatus]} style={{ marginInlineEnd: 0 }} data-testid="customer-kyc-status">
        {t(`customers.kycStatus.${customer.kycStatus}`)}
      </Tag>
    </Space>
  );
}
