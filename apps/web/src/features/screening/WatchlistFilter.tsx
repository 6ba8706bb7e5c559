import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../components/list/list-filters.ts';
import { useWatchlists } from './screening-queries.ts';

/** The uploaded lists by name, newest first. */
export function WatchlistFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const lists = useWatchlists();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      loading={lists.isPending}
      placeholder={t('screening.filters.anyWatchlist')}
      options={(lists.data?.items ?? []).map((list) => ({ value: list.id, label: list.name }))}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
}
