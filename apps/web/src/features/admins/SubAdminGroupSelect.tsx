import { BUILTIN_GROUPS } from '@exchange/contract/access/policy-names';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../access/use-access-labels.ts';

export interface SubAdminGroupSelectProps {
  groups: readonly AccessGroup[] | undefined;
  loading: boolean;
  /** Given by antd's Form.Item. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  testId?: string;
}

const builtinOrder = (group: AccessGroup) => (BUILTIN_GROUPS as readonly string[]).indexOf(group.name);

/** True when the chosen groups hold a built-in one: the server requires it, as it becomes the role. */
export function includesBuiltinGroup(groupIds: readonly string[], groups: readonly AccessGroup[]): boolean {
  return groups.some((g) => g.isBuiltin && groupIds.includes(g.id));
}

/** A multi-select of the access groups, the built-in ones (the roles) first. */
export function SubAdminGroupSelect({ groups, loading, value, onChange, id, testId }: SubAdminGroupSelectProps) {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  const all = groups ?? [];
  const option = (g: AccessGroup) => ({ value: g.id, label: g.isBuiltin ? labels.role(g.name) : g.name });
  const builtin = all.filter((g) => g.isBuiltin).sort((a, b) => builtinOrder(a) - builtinOrder(b));
  const custom = all.filter((g) => !g.isBuiltin);

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={loading}
      value={value}
      onChange={onChange}
      placeholder={t('subAdmins.groups.placeholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        { label: t('subAdmins.groups.builtin'), options: builtin.map(option) },
        ...(custom.length > 0 ? [{ label: t('subAdmins.groups.custom'), options: custom.map(option) }] : []),
      ]}
      data-testid={testId}
    />
  );
}
