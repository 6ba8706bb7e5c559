import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../../components/list/list-filters.ts';
import { useMerchant, useMerchants } from './merchant-queries.ts';

// The first merchants that match what is typed: enough to pick from, cheap to ask for on each key.
const SUGGESTIONS = 20;

/** A list's merchant filter: found by typing a part of its name or e-mail, kept as its id. */
export function MerchantFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useMerchants({ search: search.trim() || undefined, limit: SUGGESTIONS, sort: 'name', order: 'asc' });
  // A merchant chosen earlier (from the URL) may not be among the suggestions: its name comes apart.
  const chosen = useMerchant(value);
  const options = (found.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (value && chosen.data && !options.some((o) => o.value === value)) options.unshift({ value, label: chosen.data.name });
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      placeholder={t('transactions.filters.anyMerchant')}
      notFoundContent={found.isFetching ? null : t('common.noResults')}
      options={options}
      popupMatchSelectWidth={false}
      value={value}
      onChange={(id?: string) => {
        setSearch('');
        onChange?.(id);
      }}
      data-testid={testId}
    />
  );
}
