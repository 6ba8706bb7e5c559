import type { Customer, CustomerBlockState } from '@exchange/contract/customers/customers';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { CustomerControls } from './CustomerControls.tsx';
import { CustomerLabelsEditor } from './CustomerLabelsEditor.tsx';
import { CustomerKycTags, CustomerStateTag } from './CustomerStateTags.tsx';

function BlockText({ block }: { block: CustomerBlockState | null }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (!block) return <Typography.Text type="secondary">{t('customers.blocks.none')}</Typography.Text>;
  return (
    <span>
      <Typography.Text type="danger">{t('customers.blocks.since', { at: dateTime(block.since) })}</Typography.Text>
      {' · '}
      {block.reason}
      {block.until && <Typography.Text type="secondary">{` · ${t('customers.state.until', { at: dateTime(block.until) })}`}</Typography.Text>}
    </span>
  );
}

/** Profile and controls: who the customer is, the account's state with its reason and expiry, blocks, labels, and the changes. */
export function CustomerProfileTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { dateTime, date } = useDateFormat();
  const countryName = useCountryName();
  const lapsed = customer.recordedState === 'FROZEN' && customer.state === 'ACTIVE';
  const why = customer.state === 'FROZEN' || customer.state === 'CLOSED' ? customer.stateReason : null;
  return (
    <Flex vertical gap={16} data-testid="customer-profile-tab">
      {why && (
        <Alert
          type={customer.state === 'CLOSED' ? 'info' : 'warning'}
          showIcon
          data-testid="customer-state-reason"
          title={t(`customers.state.${customer.state}Banner`, { reason: why })}
          description={customer.state === 'FROZEN' && customer.frozenUntil ? t('customers.state.liftsAt', { at: dateTime(customer.frozenUntil) }) : undefined}
        />
      )}
      {lapsed && <Alert type="info" showIcon title={t('customers.state.lapsed', { at: dateTime(customer.frozenUntil) })} data-testid="customer-freeze-lapsed" />}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'state', label: t('customers.fields.state'), children: <CustomerStateTag customer={customer} /> },
          { key: 'kyc', label: t('customers.columns.kyc'), children: <CustomerKycTags customer={customer} /> },
          { key: 'email', label: t('customers.fields.email'), children: <Typography.Text copyable>{customer.email}</Typography.Text> },
          { key: 'phone', label: t('customers.fields.phone'), children: customer.phone ? <Typography.Text copyable><span dir="ltr">{customer.phone}</span></Typography.Text> : t('common.none') },
          { key: 'country', label: t('customers.fields.country'), children: `${countryName(customer.country)} (${customer.country})` },
          { key: 'dateOfBirth', label: t('customers.fields.dateOfBirth'), children: customer.dateOfBirth ? date(`${customer.dateOfBirth}T12:00:00Z`) : t('common.none') },
          { key: 'createdAt', label: t('customers.fields.createdAt'), children: dateTime(customer.createdAt) },
          { key: 'stateChangedAt', label: t('customers.fields.stateChangedAt'), children: customer.stateChangedAt ? dateTime(customer.stateChangedAt) : t('common.none') },
          { key: 'withdrawals', label: t('customers.blocks.WITHDRAWALS'), span: 'filled', children: <span data-testid="customer-withdrawals-block"><BlockText block={customer.withdrawalsBlock} /></span> },
          { key: 'trading', label: t('customers.blocks.TRADING'), span: 'filled', children: <span data-testid="customer-trading-block"><BlockText block={customer.tradingBlock} /></span> },
          { key: 'labels', label: t('customers.fields.labels'), span: 'filled', children: <CustomerLabelsEditor customer={customer} /> },
          { key: 'id', label: t('customers.fields.id'), span: 'filled', children: <Typography.Text copyable code>{customer.id}</Typography.Text> },
        ]}
      />
      <CustomerControls customer={customer} />
    </Flex>
  );
}
