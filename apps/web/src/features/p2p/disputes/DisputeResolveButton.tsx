import { DISPUTE_NOTE_MAX, RESOLUTION_REASON_CODES, type FinalDisputeStatus, type ResolutionReasonCode } from '@exchange/contract/p2p/dispute-statuses';
import type { DisputeDetail } from '@exchange/contract/p2p/disputes';
import { Alert, Button, Form, Input, Modal, Select, Tooltip, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { fieldErrorsOf } from '../../../app/form-errors.ts';
import { useMessageApi } from '../../../app/message-api-context.ts';
import { decimalSeparators, formatDecimal } from '../../../components/format-decimal.ts';
import { useChangeDisputeStatus } from './dispute-queries.ts';

interface ResolveForm {
  reasonCode?: ResolutionReasonCode;
  notes?: string;
}

const buttonKeys: Record<FinalDisputeStatus, string> = {
  RESOLVED_BUYER: 'disputes.actions.releaseToBuyer',
  RESOLVED_SELLER: 'disputes.actions.refundSeller',
  CANCELLED: 'disputes.actions.cancel',
};
const effectKeys: Record<FinalDisputeStatus, string> = {
  RESOLVED_BUYER: 'disputes.actions.releaseToBuyerEffect',
  RESOLVED_SELLER: 'disputes.actions.refundSellerEffect',
  CANCELLED: 'disputes.actions.cancelEffect',
};

export interface DisputeResolveButtonProps {
  detail: DisputeDetail;
  status: FinalDisputeStatus;
  type?: ButtonProps['type'];
  icon?: ReactNode;
  disabledReason?: string | undefined;
}

/** A final decision: asks for a reason code and an optional note, and says what the money does. */
export function DisputeResolveButton({ detail, status, type, icon, disabledReason }: DisputeResolveButtonProps) {
  const { t, i18n } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<ResolveForm>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeDisputeStatus(detail.dispute.orderNumber);
  const testId = `dispute-${status.toLowerCase().replace('_', '-')}`;

  const separators = decimalSeparators(i18n.language);
  const { order, buyer, seller } = detail;
  const facts = {
    crypto: `${formatDecimal(order.cryptoAmount, separators)} ${order.coin}`,
    fiat: `${formatDecimal(order.fiatAmount, separators)} ${order.fiat}`,
    buyer: buyer.name,
    seller: seller.name,
    orderNumber: order.orderNumber,
  };

  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.reasonCode) return;
    setFailure(null);
    try {
      await change.mutateAsync({
        status,
        reasonCode: values.reasonCode,
        notes: values.notes?.trim() || undefined,
      });
      void message.success(t('disputes.actions.done', { status: t(`status.${status}`) }));
      setOpen(false);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, ['reasonCode', 'notes'] as const);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      // A 409 means the dispute moved on: the page has reloaded it, and this dialog no longer applies.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 403 || error.status === 404)) {
        void message.error(errorMessage(error), 6);
        setOpen(false);
      } else if (fieldErrors.length === 0) {
        setFailure(errorMessage(error));
      }
    }
  };

  const button = (
    <Button type={type} danger={status === 'CANCELLED'} icon={icon} disabled={Boolean(disabledReason)} onClick={() => setOpen(true)} data-testid={testId}>
      {t(buttonKeys[status])}
    </Button>
  );

  return (
    <>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <Modal
          open
          title={t('disputes.actions.confirmTitle', { action: t(buttonKeys[status]), orderNumber: facts.orderNumber })}
          onCancel={() => !change.isPending && setOpen(false)}
          onOk={() => void confirm()}
          okText={t(buttonKeys[status])}
          cancelText={t('common.cancel')}
          confirmLoading={change.isPending}
          okButtonProps={{ danger: status === 'CANCELLED', ...({ 'data-testid': `${testId}-confirm` } as ButtonProps) }}
          cancelButtonProps={{ disabled: change.isPending }}
          mask={{ closable: !change.isPending }}
          width={520}
        >
          <Alert type={status === 'CANCELLED' ? 'info' : 'warning'} showIcon title={t(effectKeys[status], facts)} style={{ marginBottom: 16 }} data-testid="dispute-money-effect" />
          <Form form={form} layout="vertical" name="resolveDispute">
            <Form.Item name="reasonCode" label={t('disputes.actions.reasonCode')} rules={[{ required: true, message: t('disputes.actions.reasonCodeRequired') }]}>
              <Select
                placeholder={t('disputes.actions.reasonCodePlaceholder')}
                options={RESOLUTION_REASON_CODES.map((code) => ({ value: code, label: t(`disputes.reasonCode.${code}`) }))}
                data-testid={`${testId}-reason-code`}
              />
            </Form.Item>
            <Form.Item name="notes" label={t('common.note')} rules={[{ max: DISPUTE_NOTE_MAX, message: t('disputes.notes.tooLong', { max: DISPUTE_NOTE_MAX }) }]}>
              <Input.TextArea rows={3} maxLength={DISPUTE_NOTE_MAX} showCount />
            </Form.Item>
          </Form>
          {failure && <Alert type="error" showIcon title={failure} />}
        </Modal>
      )}
    </>
  );
}
