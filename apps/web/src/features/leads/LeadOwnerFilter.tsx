import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../components/list/list-filters.ts';
import { useLeadOwners } from './lead-queries.ts';

/** The owner filter: anyone, nobody yet, or one of the admins leads can be given to. */
export function LeadOwnerFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const owners = useLeadOwners();
  return (
    <Select
      value={value ?? ''}
      onChange={(next: string) => onChange?.(next || undefined)}
      data-testid={testId}
      showSearch={{ optionFilterProp: 'label' }}
      loading={owners.isLoading}
      popupMatchSelectWidth={false}
      options={[
        { value: '', label: t('leads.owner.anyone') },
        { value: 'none', label: t('leads.owner.nobody') },
        ...(owners.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
      ]}
    />
  );
}
