import { Typography } from 'antd';
import { usePageTitle } from './use-page-title.ts';

/**
 * The screen's title above the content, for the nav styles whose header has no room for it
 * (the horizontal ones) or that have no header at all.
 */
export function AppPageTitle() {
  const title = usePageTitle();
  return (
    <Typography.Title level={3} className="app-page-title" data-testid="header-title">
      {title}
    </Typography.Title>
  );
}
