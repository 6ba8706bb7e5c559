import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../components/list/list-filters.ts';
import { useActiveAdmins } from '../p2p/disputes/dispute-queries.ts';

/** Anyone, nobody yet (waiting to be taken) or one reviewer. */
export function KycAssigneeFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const admins = useActiveAdmins();
  return (
    <Select
      value={value ?? ''}
      onChange={(next: string) => onChange?.(next || undefined)}
      data-testid={testId}
      showSearch={{ optionFilterProp: 'label' }}
      loading={admins.isLoading}
      popupMatchSelectWidth={false}
      options={[
        { value: '', label: t('kyc.filters.anyone') },
        { value: 'unassigned', label: t('kyc.filters.unassigned') },
        ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.name} · ${admin.email}` })),
      ]}
    />
  );
}
