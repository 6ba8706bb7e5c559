import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from './list-filters.ts';

/**
 * A list's "show archived" switch, as a custom filter control: on writes `true` to the URL, off
 * clears it (the API then leaves archived rows out).
 */
export function ShowArchivedFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={value === 'true'}
      onChange={(on) => onChange?.(on ? 'true' : undefined)}
      checkedChildren={t('common.yes')}
      unCheckedChildren={t('common.no')}
      data-testid={testId}
    />
  );
}
