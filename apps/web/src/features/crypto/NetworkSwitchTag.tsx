import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A network's deposit or withdrawal switch as a tag: on (green) or off (red: new ones are refused). */
export function NetworkSwitchTag({ on, testId }: { on: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={on ? 'success' : 'error'} data-testid={testId} data-on={on} style={{ marginInlineEnd: 0 }}>
      {on ? t('crypto.coins.on') : t('crypto.coins.off')}
    </Tag>
  );
}
