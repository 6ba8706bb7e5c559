import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../components/list/list-filters.ts';
import { useAdminDirectory } from '../admins/admin-queries.ts';

/** The audit trail's admin filter: every admin, active or not, found by typing. */
export function ActivityAdminFilter({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const admins = useAdminDirectory();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={admins.isPending}
      placeholder={t('activities.filters.anyAdmin')}
      // E-mails come only to admins.read holders; the others pick by name.
      options={(admins.data?.items ?? []).map((a) => ({ value: a.id, label: a.email ? `${a.name} (${a.email})` : a.name }))}
      popupMatchSelectWidth={false}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
