import { CUSTOMER_LABEL_MAX, CUSTOMER_LABELS_MAX } from '@exchange/contract/customers/customer-states';
import type { Customer } from '@exchange/contract/customers/customers';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useCan } from '../../components/use-can.ts';
import { useCustomerChange } from './customer-queries.ts';

/** The customer's labels; an admin holding customers.manage edits them in place. */
export function CustomerLabelsEditor({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const canManage = useCan('customers.manage') && customer.state !== 'CLOSED';
  const change = useCustomerChange(customer.id);
  const [draft, setDraft] = useState<string[] | null>(null);

  const tags = customer.labels.length > 0
    ? <Space size={4} wrap>{customer.labels.map((l) => <Tag key={l} style={{ marginInlineEnd: 0 }}>{l}</Tag>)}</Space>
    : <Typography.Text type="secondary">{t('customers.labels.none')}</Typography.Text>;

  if (draft === null) {
    return (
      <Flex gap={8} align="center" wrap data-testid="customer-labels">
        {tags}
        {canManage && <Button size="small" type="link" onClick={() => setDraft(customer.labels)} data-testid="customer-labels-edit">{t('customers.labels.edit')}</Button>}
      </Flex>
    );
  }
  const save = () =>
    change.mutate({ kind: 'labels', labels: draft.map((l) => l.trim()).filter(Boolean) }, {
      onSuccess: () => {
        setDraft(null);
        void message.success(t('customers.labels.saved'));
      },
      onError: (error) => void message.error(errorMessage(error), 6),
    });
  return (
    <Flex gap={8} align="center" wrap style={{ width: '100%' }}>
      <Select
        mode="tags"
        value={draft}
        onChange={(values: string[]) => setDraft(values.slice(0, CUSTOMER_LABELS_MAX).map((v) => v.slice(0, CUSTOMER_LABEL_MAX)))}
        style={{ minWidth: 260, flex: 1 }}
        placeholder={t('customers.labels.placeholder')}
        data-testid="customer-labels-input"
      />
      <Button type="primary" size="small" loading={change.isPending} onClick={save} data-testid="customer-labels-save">{t('customers.labels.save')}</Button>
      <Button size="small" onClick={() => setDraft(null)} disabled={change.isPending}>{t('common.cancel')}</Button>
    </Flex>
  );
}
