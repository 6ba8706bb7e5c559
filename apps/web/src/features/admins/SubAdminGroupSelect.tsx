import { BUILTIN_GROUPS } from '@exchange/contract/access/policy-names';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { Form, Select } from 'antd';
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

/** The groups field of a form: at least one group, a built-in one among them (the server's rule). */
export function SubAdminGroupsField({ groups, loading, hint, testId }: { groups: readonly AccessGroup[] | undefined; loading: boolean; hint?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="groupIds"
      label={t('subAdmins.fields.groups')}
      extra={hint}
      validateFirst
      rules={[
        { required: true, type: 'array', min: 1, message: t('subAdmins.groups.required') },
        {
          validator: (_rule: unknown, value: string[] | undefined) =>
            !value?.length || !groups || includesBuiltinGroup(value, groups) ? Promise.resolve() : Promise.reject(new Error(t('subAdmins.groups.needsBuiltin'))),
        },
      ]}
    >
      <SubAdminGroupSelect groups={groups} loading={loading} testId={testId} />
    </Form.Item>
  );
}
