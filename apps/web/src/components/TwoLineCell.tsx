import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * Long text ends in an ellipsis (full text on hover) so that the amounts beside keep their room.
 * Each line takes its own direction (dir="auto"): a Latin name in the Arabic console is cut at its end.
 */
const clipped = (width: number) => ({ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

interface TwoLineCellProps {
  primary: ReactNode;
  /** Smaller and grey, below: a person's e-mail, a beneficiary's relationship. */
  secondary: ReactNode;
  /** Both lines on hover. */
  title?: string;
  width?: number;
  testId?: string;
}

/** A table cell of two lines, such as a customer's name above their e-mail. */
export function TwoLineCell({ primary, secondary, title, width = 190, testId }: TwoLineCellProps) {
  return (
    <div style={{ lineHeight: 1.3 }} title={title} data-testid={testId}>
      <div style={clipped(width)} dir="auto">{primary}</div>
      <Typography.Text type="secondary" style={{ ...clipped(width), display: 'block', fontSize: 12 }} dir="auto">
        {secondary}
      </Typography.Text>
    </div>
  );
}
