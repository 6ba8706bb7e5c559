import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface RowIconButtonProps {
  /** Shown on hover. */
  title: ReactNode;
  /** What a screen reader says: names the row too ("Edit Apple Pay"), which the icon cannot. */
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
}

/** A small icon-only action in a table row (view, edit), with its tooltip. */
export function RowIconButton({ title, ariaLabel, icon, onClick, testId }: RowIconButtonProps) {
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" icon={icon} aria-label={ariaLabel} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}
