import type { Campaign } from '@exchange/contract/campaigns/campaigns';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useGrantCampaignReward } from './campaign-queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Grants the campaign's reward to one customer, by the customer's id (from the customer page); the server checks the target. */
export function GrantRewardModal({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<{ customerId: string }>();
  const grant = useGrantCampaignReward();
  const submit = async () => {
    const { customerId } = await form.validateFields();
    try {
      const reward = await grant.mutateAsync({ id: campaign.id, customerId: customerId.trim() });
      void message.success(t('campaigns.grant.done', { name: reward.customer.name }));
      onClose();
    } catch (error) {
      form.setFields([{ name: 'customerId', errors: [error instanceof Error ? error.message : String(error)] }]);
    }
  };
  return (
    <Modal open title={t('campaigns.grant.title', { name: campaign.name })} onOk={() => void submit()} onCancel={onClose} okText={t('campaigns.grant.ok')} confirmLoading={grant.isPending} data-testid="grant-modal">
      <Typography.Paragraph type="secondary">{t('campaigns.grant.effect', { amount: campaign.rewardAmount, asset: campaign.rewardAsset })}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="grantReward">
        <Form.Item name="customerId" label={t('campaigns.grant.customerId')} rules={[{ required: true, message: t('campaigns.grant.customerRequired') }, { pattern: UUID, message: t('campaigns.filters.idInvalid') }]}>
          <Input dir="ltr" autoFocus data-testid="grant-customer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
