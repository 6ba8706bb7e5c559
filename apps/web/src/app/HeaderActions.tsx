import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { GlobalSearch } from '../features/search/GlobalSearch.tsx';
import { AppUserMenu } from './AppUserMenu.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { useLayoutActions } from './layout-actions-context.ts';
import { useAppState } from './state/use-app-state.ts';

interface HeaderActionsProps {
  /** At the foot of the sidebar (the no-header styles) the menus open upwards. */
  inSidebar?: boolean;
  /** In a sidebar folded to icons the controls stack and drop their labels. */
  folded?: boolean;
}

/** The language, look settings and account menu: at the end of the header, or in the sidebar. */
export function HeaderActions({ inSidebar = false, folded = false }: HeaderActionsProps) {
  const { t } = useTranslation();
  const { openAccountModal, openSettings } = useLayoutActions();
  const { isDirectionRTL } = useAppState().settings;
  // antd keeps an explicit placement as given in right-to-left: the menus must open towards the
  // content, from the header's far end or from the sidebar's foot, whichever side that is.
  const [start, end] = isDirectionRTL ? (['Right', 'Left'] as const) : (['Left', 'Right'] as const);
  const placement = inSidebar ? (`top${start}` as const) : (`bottom${end}` as const);
  return (
    <div className={`app-actions${inSidebar ? ' app-actions--sidebar' : ''}${folded ? ' app-actions--folded' : ''}`}>
      <GlobalSearch compact={folded || inSidebar} />
      <LanguagePicker compact={folded} placement={placement} />
      <Tooltip title={t('look.open')} placement={folded ? (isDirectionRTL ? 'left' : 'right') : inSidebar ? 'top' : 'bottom'}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          onClick={openSettings}
          aria-label={t('look.open')}
          data-testid="settings-open"
          className="app-bar-button"
        />
      </Tooltip>
      <AppUserMenu onOpen={openAccountModal} compact={folded} placement={placement} />
    </div>
  );
}
