import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../../components/list/list-filters.ts';
import { useMerchant } from '../merchants/merchant-queries.ts';
import { useMerchantOptions } from './order-queries.ts';

const searchDelayMs = 300;

/** Picks a merchant by name or e-mail, searching on the server (there may be thousands). */
export function OrderMerchantSelect({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const options = useMerchantOptions(search);
  const items = options.data?.items ?? [];
  const selectedIsListed = items.some((m) => m.id === value);
  const selected = useMerchant(value && !selectedIsListed ? value : undefined);
  const all = selected.data && !selectedIsListed ? [selected.data, ...items] : items;

  return (
    <Select
      allowClear
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      placeholder={t('common.any')}
      loading={options.isFetching}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      notFoundContent={options.isError ? t('orders.filters.merchantsFailed') : t('orders.filters.noMerchant')}
      options={all.map((m) => ({ value: m.id, label: `${m.name} · ${m.email}` }))}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}
