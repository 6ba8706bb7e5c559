import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A thin bar at the top of the window while a screen's code is fetched. It eases towards the end
 * and never reaches it: the bar disappears when the screen renders, whatever the real progress.
 */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className="route-progress" role="progressbar" aria-label={t('app.loading')} data-testid="route-progress">
      <div className="route-progress__bar" style={{ background: token.colorPrimary }} />
    </div>
  );
}
