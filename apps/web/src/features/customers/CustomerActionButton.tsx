import { CUSTOMER_REASON_MAX, CUSTOMER_REASON_MIN } from '@exchange/contract/customers/customer-states';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonFormItem } from '../../components/ConfirmReasonButton.tsx';
import { StepFormButton, isFinalRefusal } from '../../components/StepFormButton.tsx';

export interface CustomerActionButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** 'required' for every change but an activation, whose note is optional. */
  reason: 'required' | 'optional';
  /** Offers an expiry (freeze, blocks): the change lifts itself then. */
  withUntil?: boolean;
  onConfirm: (values: { reason: string | undefined; until: string | undefined }) => Promise<unknown>;
  successMessage: string;
  /** Why the admin may not do it: the button stays, disabled, with this on hover. */
  disabledReason?: ReactNode;
  testId: string;
}

type Values = { reason?: string; until?: Dayjs | null };

/** A change to a customer: a dialog asks for its reason (and an optional expiry) before it runs. */
export function CustomerActionButton({ label, icon, danger, title, description, reason, withUntil, onConfirm, successMessage, disabledReason, testId }: CustomerActionButtonProps) {
  const { t } = useTranslation();
  return (
    <StepFormButton<Values>
      label={label}
      icon={icon}
      danger={danger}
      title={title}
      description={description}
      okText={t('common.confirm')}
      fieldNames={['reason', 'until']}
      onConfirm={(values) => onConfirm({ reason: values.reason?.trim() || undefined, until: values.until ? values.until.toISOString() : undefined })}
      successMessage={successMessage}
      disabled={Boolean(disabledReason)}
      disabledReason={disabledReason}
      closesOn={isFinalRefusal}
      submitOnEnter={false}
      testId={testId}
      fields={() => (
        <>
          <ReasonFormItem name="reason" reason={reason} min={CUSTOMER_REASON_MIN} max={CUSTOMER_REASON_MAX} testId={testId} />
          {withUntil && (
            <Form.Item name="until" label={t('customers.actions.until')} extra={t('customers.actions.untilHint')}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
                style={{ width: '100%' }}
                data-testid={`${testId}-until`}
              />
            </Form.Item>
          )}
        </>
      )}
    />
  );
}
