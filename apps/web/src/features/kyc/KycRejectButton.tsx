import { CloseOutlined } from '@ant-design/icons';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { KYC_COMMENT_MAX, KYC_REJECTION_REASONS, KYC_REJECTION_TYPES, KYC_RETRY_ITEMS, type KycRejectionReason, type KycRejectionType, type KycRetryItem } from '@exchange/contract/kyc/kyc-reviews';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useRejectKycRequest } from './kyc-queries.ts';

interface RejectForm {
  type: KycRejectionType;
  reason?: KycRejectionReason;
  retryItems?: KycRetryItem[];
  comment?: string;
}

const FIELDS = ['type', 'reason', 'retryItems', 'comment'] as const;

/** The typed rejection: FINAL, or RETRY naming what the customer must send again; a reason from the catalogue and free text. */
export function KycRejectButton({ request }: { request: KycRequest }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const reject = useRejectKycRequest(request.id);
  const [form] = Form.useForm<RejectForm>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? 'RETRY';
  const reason = Form.useWatch('reason', form);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    try {
      await reject.mutateAsync({
        type: values.type,
        reason: values.reason ?? 'OTHER',
        retryItems: values.type === 'RETRY' ? (values.retryItems ?? []) : [],
        comment: values.comment?.trim() || undefined,
      });
      void message.success(t(values.type === 'RETRY' ? 'kyc.reject.retried' : 'kyc.reject.rejected', { name: request.declared.fullName }));
      setOpen(false);
    } catch (error) {
      const fields = fieldErrorsOf(error, FIELDS);
      if (fields.length > 0) form.setFields(fields);
      if (error instanceof ApiRequestError && [403, 404, 409].includes(error.status)) {
        void message.error(errorMessage(error), 6);
        setOpen(false);
      } else if (fields.length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <Button danger icon={<CloseOutlined />} onClick={() => setOpen(true)} data-testid="kyc-reject">
        {t('kyc.reject.button')}
      </Button>
      {open && (
        <Modal
          open
          title={t('kyc.reject.title', { name: request.declared.fullName })}
          onCancel={() => !reject.isPending && setOpen(false)}
          onOk={() => void submit()}
          okText={t(type === 'RETRY' ? 'kyc.reject.submitRetry' : 'kyc.reject.submitFinal')}
          cancelText={t('common.cancel')}
          confirmLoading={reject.isPending}
          okButtonProps={{ danger: true, ...({ 'data-testid': 'kyc-reject-confirm' } as ButtonProps) }}
          width={560}
        >
          <Form<RejectForm> form={form} layout="vertical" initialValues={{ type: 'RETRY', retryItems: [] }} data-testid="kyc-reject-form">
            <Form.Item name="type" label={t('kyc.reject.type')} extra={t(`kyc.reject.typeHelp.${type}`)}>
              <Radio.Group optionType="button" buttonStyle="solid" data-testid="kyc-reject-type"
                options={KYC_REJECTION_TYPES.map((value) => ({ value, label: t(`kyc.rejectionTypes.${value}`) }))} />
            </Form.Item>
            <Form.Item name="reason" label={t('kyc.reject.reason')} rules={[{ required: true, message: t('kyc.reject.reasonRequired') }]}>
              <Select<KycRejectionReason>
                data-testid="kyc-reject-reason"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('kyc.reject.reasonPlaceholder')}
                options={KYC_REJECTION_REASONS.map((value) => ({ value, label: t(`kyc.reasons.${value}`) }))}
              />
            </Form.Item>
            {type === 'RETRY' && (
              <Form.Item name="retryItems" label={t('kyc.reject.retryItems')} rules={[{ required: true, type: 'array', min: 1, message: t('kyc.reject.retryItemsRequired') }]}>
                <Checkbox.Group data-testid="kyc-reject-items" options={KYC_RETRY_ITEMS.map((value) => ({ value, label: t(`kyc.retryItems.${value}`) }))} />
              </Form.Item>
            )}
            <Form.Item
              name="comment"
              label={t('kyc.reject.comment')}
              rules={[{ required: reason === 'OTHER', whitespace: true, message: t('kyc.reject.commentRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={KYC_COMMENT_MAX} showCount data-testid="kyc-reject-comment" />
            </Form.Item>
          </Form>
          {failure && <Alert type="error" showIcon title={failure} />}
        </Modal>
      )}
    </>
  );
}
