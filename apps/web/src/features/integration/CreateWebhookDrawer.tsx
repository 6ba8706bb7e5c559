import { PlusOutlined } from '@ant-design/icons';
import { INTEGRATION_EVENT_TYPES, type IntegrationEventType } from '@exchange/contract/integration/integration-events';
import { INTEGRATION_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@exchange/contract/integration/integration-rules';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { eventTypeLabelKey } from './event-type-label.ts';
import { useCreateWebhookEndpoint } from './integration-queries.ts';

interface Values {
  url: string;
  description?: string;
  eventTypes: IntegrationEventType[];
}

const fields = ['url', 'description', 'eventTypes'] as const;

/** A new endpoint; its signing secret is shown once by the caller. Mount it only while open. */
export function CreateWebhookDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateWebhookEndpoint();
  const onFinish = async (values: Values) => {
    const created = await create.mutateAsync({ url: values.url.trim(), description: values.description?.trim() || undefined, eventTypes: values.eventTypes });
    onCreated(created.secret);
  };
  return (
    <FormDrawer
      title={t('integration.webhooks.create')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('integration.webhooks.createSubmit')}
      submitIcon={<PlusOutlined />}
      testId="integration-webhook-create"
      submitTestId="integration-webhook-create-submit"
      form={form}
      formName="webhook"
      initialValues={{ eventTypes: [...INTEGRATION_EVENT_TYPES] }}
      onFinish={onFinish}
      fields={fields}
    >
      <Form.Item name="url" label={t('integration.fields.url')} rules={[{ required: true, type: 'url', message: t('integration.validation.url') }, { max: WEBHOOK_URL_MAX }]}>
        <Input dir="ltr" maxLength={WEBHOOK_URL_MAX} data-testid="integration-webhook-url" />
      </Form.Item>
      <Form.Item name="description" label={t('integration.fields.description')}>
        <Input.TextArea maxLength={INTEGRATION_DESCRIPTION_MAX} rows={2} />
      </Form.Item>
      <Form.Item name="eventTypes" label={t('integration.fields.eventTypes')} rules={[{ required: true, type: 'array', min: 1, message: t('integration.validation.eventTypes') }]}>
        <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          {INTEGRATION_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} data-testid={`event-${type}`}>
              {t(eventTypeLabelKey(type))}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
    </FormDrawer>
  );
}
