import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { CustomerLink } from '../CustomerLink.tsx';
import { DateTimeCell } from '../DateTimeCell.tsx';

/** A money record's first column: its number (FW0000000012), and when it was made below. */
export function RecordNumberCell({ number, createdAt }: { number: string; createdAt: string }) {
  return (
    <div style={{ lineHeight: 1.35 }}>
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="row-number">{number}</Typography.Text>
      <DateTimeCell value={createdAt} />
    </div>
  );
}

/** The customer a row belongs to: the name linking to the customer's page, the e-mail below, then anything more (a KYC tag). */
export function CustomerCell({ customer, children }: { customer: { id: string; name: string; email: string }; children?: ReactNode }) {
  return (
    <div style={{ lineHeight: 1.35 }}>
      <CustomerLink customerId={customer.id} text={customer.name} maxWidth={180} />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="ltr">{customer.email}</Typography.Text>
      {children}
    </div>
  );
}
