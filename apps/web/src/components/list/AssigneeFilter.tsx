import { Select } from 'antd';
import { useActiveAdmins } from '../use-active-admins.ts';
import type { FilterControlProps } from './list-filters.ts';

/**
 * A queue's assignee filter: the queue's own choices first ("anyone", "nobody yet", "me"; their
 * values are the queue's query words), then every active admin by name and e-mail.
 */
export function AssigneeFilter({ value, onChange, testId, choices }: FilterControlProps & { choices: { value: string; label: string }[] }) {
  const admins = useActiveAdmins();
  return (
    <Select
      value={value ?? ''}
      onChange={(next: string) => onChange?.(next || undefined)}
      data-testid={testId}
      showSearch={{ optionFilterProp: 'label' }}
      loading={admins.isLoading}
      popupMatchSelectWidth={false}
      options={[...choices, ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.name} · ${admin.email}` }))]}
    />
  );
}
