import type { ReferralParty } from '@exchange/contract/referrals/referrals';
import type { ReactNode } from 'react';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';

export interface ReferralPartyCellProps {
  party: ReferralParty;
  /** Replaces the plain name, e.g. with a link. */
  name?: ReactNode;
  width?: number;
  testId?: string;
}

/** A referrer or referee: the name above, the e-mail below. */
export function ReferralPartyCell({ party, name, width = 200, testId }: ReferralPartyCellProps) {
  return <TwoLineCell primary={name ?? party.name} secondary={party.email} title={`${party.name} <${party.email}>`} width={width} testId={testId} />;
}
