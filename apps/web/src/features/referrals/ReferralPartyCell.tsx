import type { ReferralParty } from '@exchange/contract/referrals/referrals';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Long names and e-mails end in an ellipsis (full text on hover) so the amounts keep their room. */
const clipped = (width: number) => ({ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

export interface ReferralPartyCellProps {
  party: ReferralParty;
  /** Replaces the plain name, e.g. with a link. */
  name?: ReactNode;
  width?: number;
  testId?: string;
}

/** A referrer or referee: the name above, the e-mail below. */
export function ReferralPartyCell({ party, name, width = 200, testId }: ReferralPartyCellProps) {
  return (
    <div style={{ lineHeight: 1.3 }} title={`${party.name} <${party.email}>`} data-testid={testId}>
      <div style={clipped(width)}>{name ?? party.name}</div>
      <Typography.Text type="secondary" style={{ ...clipped(width), display: 'block', fontSize: 12 }}>
        {party.email}
      </Typography.Text>
    </div>
  );
}
