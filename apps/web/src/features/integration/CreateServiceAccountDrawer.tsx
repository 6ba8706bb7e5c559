import { PlusOutlined } from '@ant-design/icons';
import { INTEGRATION_DESCRIPTION_MAX, SERVICE_ACCOUNT_NAME_MAX, SERVICE_SCOPES, type ServiceScope } from '@exchange/contract/integration/integration-rules';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useCreateServiceAccount } from './integration-queries.ts';

interface Values {
  name: string;
  description?: string;
  scopes: ServiceScope[];
}

const fields = ['name', 'description', 'scopes'] as const;

/** A new service account with its scopes; its key is shown once by the caller. Mount it only while open. */
export function CreateServiceAccountDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (name: string, apiKey: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateServiceAccount();
  const onFinish = async (values: Values) => {
    const created = await create.mutateAsync({ name: values.name.trim(), description: values.description?.trim() || undefined, scopes: values.scopes });
    onCreated(created.account.name, created.apiKey);
  };
  return (
    <FormDrawer
      title={t('integration.accounts.create')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('integration.accounts.createSubmit')}
      submitIcon={<PlusOutlined />}
      testId="integration-account-create"
      submitTestId="integration-account-create-submit"
      form={form}
      formName="serviceAccount"
      initialValues={{ scopes: [] }}
      onFinish={onFinish}
      fields={fields}
    >
      <Form.Item name="name" label={t('integration.fields.name')} rules={[{ required: true, whitespace: true, message: t('integration.validation.name') }, { max: SERVICE_ACCOUNT_NAME_MAX }]}>
        <Input maxLength={SERVICE_ACCOUNT_NAME_MAX} data-testid="integration-account-name" />
      </Form.Item>
      <Form.Item name="description" label={t('integration.fields.description')}>
        <Input.TextArea maxLength={INTEGRATION_DESCRIPTION_MAX} rows={2} />
      </Form.Item>
      <Form.Item name="scopes" label={t('integration.fields.scopes')} rules={[{ required: true, type: 'array', min: 1, message: t('integration.validation.scopes') }]}>
        <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }} data-testid="integration-account-scopes">
          {SERVICE_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} data-testid={`scope-${scope}`}>
              {t(`integration.scopes.${scope.replace(/\./g, '_')}`)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
    </FormDrawer>
  );
}
