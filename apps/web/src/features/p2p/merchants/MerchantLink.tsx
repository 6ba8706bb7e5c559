import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { merchantPagePath } from './merchant-paths.ts';

export interface MerchantLinkProps {
  merchantId: string;
  name: string;
  /** A width past which the name ends in an ellipsis (full name on hover). */
  maxWidth?: number;
  testId?: string;
}

/** A merchant's name wherever a P2P list or detail shows one, leading to the merchant's page. */
export function MerchantLink({ merchantId, name, maxWidth, testId = 'merchant-link' }: MerchantLinkProps) {
  const clipped: CSSProperties | undefined = maxWidth
    ? { display: 'inline-block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }
    : undefined;
  return (
    <Link to={merchantPagePath(merchantId)} title={name} dir="auto" style={clipped} onClick={(event) => event.stopPropagation()} data-testid={testId}>
      {name}
    </Link>
  );
}
