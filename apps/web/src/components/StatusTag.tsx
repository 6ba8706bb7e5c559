import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Colours by meaning rather than by area, so that the same word looks the same on every screen:
 * waiting = gold, in progress = blue, done well = green, refused = red, closed = grey.
 */
const statusColors: Readonly<Record<string, string>> = {
  REQUESTED: 'gold',
  PENDING: 'gold',
  PENDING_PAYMENT: 'gold',
  WITHDRAWAL_PENDING: 'gold',
  OPEN: 'orange',
  IN_REVIEW: 'processing',
  PAID: 'blue',
  SUBMITTED: 'blue',
  PENDING_REVIEW: 'gold',
  AWAITING_APPROVAL: 'gold',
  ON_HOLD: 'orange',
  INFO_REQUESTED: 'purple',
  DISBURSED: 'green',
  APPROVED: 'success',
  COMPLETED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  RESOLVED_BUYER: 'success',
  RESOLVED_SELLER: 'cyan',
  ACTIVE: 'success',
  ONLINE: 'success',
  REJECTED: 'error',
  FAILED: 'error',
  WITHDRAWAL_REJECTED: 'error',
  DISPUTED: 'volcano',
  CANCELLED: 'default',
  INACTIVE: 'default',
  OFFLINE: 'default',
};

export interface StatusTagProps {
  status: string;
  /** Overrides the colour chosen for the status. */
  color?: string;
  /** Overrides the label, e.g. a shorter one where the column already names the subject. */
  label?: ReactNode;
  testId?: string;
}

/** A status as a coloured tag with its translated label (`status.<STATUS>` in the locale files). */
export function StatusTag({ status, color, label, testId }: StatusTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={color ?? statusColors[status] ?? 'default'} data-testid={testId} data-status={status} style={{ marginInlineEnd: 0 }}>
      {label ?? t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
