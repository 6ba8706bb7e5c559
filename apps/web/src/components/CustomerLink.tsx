import type { CSSProperties } from 'react';
import { Link } from 'react-router';

/** The customer page, by the customer's id. */
export const customerPagePath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

export interface CustomerLinkProps {
  customerId: string;
  /** What the link reads: the customer's name, or the e-mail where the name is not at hand. */
  text: string;
  /** A width past which the text ends in an ellipsis (full text on hover). */
  maxWidth?: number;
  testId?: string;
}

/**
 * A customer's name (or e-mail) wherever a list or a detail shows one, leading to the customer's
 * page. The text takes its own direction: a Latin name in the Arabic console is cut at its end.
 */
export function CustomerLink({ customerId, text, maxWidth, testId = 'customer-link' }: CustomerLinkProps) {
  const clipped: CSSProperties | undefined = maxWidth
    ? { display: 'inline-block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }
    : undefined;
  return (
    <Link to={customerPagePath(customerId)} title={text} dir="auto" style={clipped} onClick={(event) => event.stopPropagation()} data-testid={testId}>
      {text}
    </Link>
  );
}
