import { Drawer, type DrawerProps } from 'antd';
import { useAppState } from '../app/state/use-app-state.ts';

/**
 * A side panel on the reading direction's far side: the right in English, the left in Arabic.
 * antd keeps `placement="right"` on the right even in right-to-left mode.
 */
export function EndDrawer(props: Omit<DrawerProps, 'placement'>) {
  const { isDirectionRTL } = useAppState().settings;
  return <Drawer placement={isDirectionRTL ? 'left' : 'right'} {...props} />;
}
