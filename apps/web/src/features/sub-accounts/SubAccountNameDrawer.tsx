import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SUB_ACCOUNT_NAME_MAX, SUB_ACCOUNT_REASON_MAX, SUB_ACCOUNT_REASON_MIN } from '@exchange/contract/sub-accounts/sub-account-statuses';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { requiredTrimmedText } from '../../components/form-rules.ts';
import { useSubAccountChange } from './sub-account-queries.ts';

interface Values {
  name: string;
  reason: string;
}
const fields = ['name', 'reason'] as const;

/** Opens a sub-account for a customer, or renames one: a name, and an optional reason for the record. */
export function SubAccountNameDrawer({ target, onClose }: { target: { customerId: string; customerName: string } | { subAccountId: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const change = useSubAccountChange();
  const renaming = 'subAccountId' in target;
  const onFinish = async (values: Values) => {
    const reason = values.reason.trim() || undefined;
    const name = values.name.trim();
    await change.mutateAsync(renaming ? { kind: 'rename', subAccountId: target.subAccountId, name, reason } : { kind: 'open', customerId: target.customerId, name, reason });
    void message.success(t(renaming ? 'subAccounts.form.renamed' : 'subAccounts.form.opened', { name }));
    onClose();
  };
  return (
    <FormDrawer<Values>
      title={renaming ? t('subAccounts.form.renameTitle', { name: target.name }) : t('subAccounts.form.openTitle', { customer: target.customerName })}
      onClose={onClose}
      saving={change.isPending}
      submitLabel={t(renaming ? 'subAccounts.form.rename' : 'subAccounts.form.open')}
      submitIcon={renaming ? <EditOutlined /> : <PlusOutlined />}
      testId="sub-account-form"
      submitTestId="sub-account-submit"
      form={form}
      formName="subAccount"
      initialValues={{ name: renaming ? target.name : '', reason: '' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
    >
      <Form.Item name="name" label={t('subAccounts.fields.name')} rules={requiredTrimmedText(1, SUB_ACCOUNT_NAME_MAX, { required: t('subAccounts.form.nameRequired'), length: t('subAccounts.form.nameLength', { max: SUB_ACCOUNT_NAME_MAX }) })}>
        <Input maxLength={SUB_ACCOUNT_NAME_MAX} dir="auto" data-testid="sub-account-name" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('subAccounts.form.reason')}
        rules={[{ validator: (_r, v: string | undefined) => { const n = v?.trim().length ?? 0; return n === 0 || (n >= SUB_ACCOUNT_REASON_MIN && n <= SUB_ACCOUNT_REASON_MAX) ? Promise.resolve() : Promise.reject(new Error(t('subAccounts.form.reasonLength', { min: SUB_ACCOUNT_REASON_MIN, max: SUB_ACCOUNT_REASON_MAX }))); } }]}
      >
        <Input.TextArea rows={2} maxLength={SUB_ACCOUNT_REASON_MAX} data-testid="sub-account-reason" />
      </Form.Item>
    </FormDrawer>
  );
}
