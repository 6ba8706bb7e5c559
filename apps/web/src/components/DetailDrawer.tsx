import { Alert, Descriptions, Skeleton, Space, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';
import { CustomerLink } from './CustomerLink.tsx';
import { EndDrawer } from './EndDrawer.tsx';
import { useDateFormat } from './use-date-format.ts';

export interface DetailDrawerProps {
  /** The row's id from `?detail=id`: the drawer is open while there is one. */
  openId: string | undefined;
  onClose: () => void;
  size: number;
  title: ReactNode;
  testId: string;
  /** The record's query: its error and first load show until its items do. */
  query: { isError: boolean; isPending: boolean; error: unknown };
  /** The record's fields, once it is there. */
  items: DescriptionsProps['items'] | undefined;
  /** Its next steps. */
  footer?: ReactNode;
}

/** Every field of one record of a list, in a side panel opened from `?detail=id`, with its next steps below. */
export function DetailDrawer({ openId, onClose, size, title, testId, query, items, footer }: DetailDrawerProps) {
  return (
    <EndDrawer open={Boolean(openId)} onClose={onClose} size={size} title={title} data-testid={testId} footer={footer}>
      {query.isError && !items && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isPending && !items && <Skeleton active />}
      {items && <Descriptions column={1} size="small" bordered items={items} />}
    </EndDrawer>
  );
}

/** The customer in a drawer: the name linking to their page, the e-mail, then anything more (a KYC tag). */
export function CustomerDetail({ customer, children }: { customer: { id: string; name: string; email: string }; children?: ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      <CustomerLink customerId={customer.id} text={customer.name} />
      <Typography.Text type="secondary" dir="ltr">{customer.email}</Typography.Text>
      {children}
    </Space>
  );
}

/**
 * Who took a step, when, and their note or reason; `nobody` names the one who acts without an
 * admin (the wallet service, the exchange's integration), and a step not taken shows as none.
 */
export function StepDetail({ step, nobody, testId }: { step: { by: { name: string } | null; at: string | null; note?: string | null; reason?: string | null } | null; nobody?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (!step || (!step.by && !nobody)) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <span data-testid={testId}>{step.by ? step.by.name : nobody}</span>
      {step.at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(step.at)}</Typography.Text>}
      {step.note && <span dir="auto">{step.note}</span>}
      {step.reason && <span dir="auto">{step.reason}</span>}
    </Space>
  );
}
