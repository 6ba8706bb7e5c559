import { DISPUTE_MIN_AGE_HOURS_MAX } from '@exchange/contract/p2p/dispute-statuses';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../../components/list/list-filters.ts';
import { useActiveAdmins } from './dispute-queries.ts';

/** Anyone, unassigned, the signed-in admin ('me', whoever signs in on a shared link) or one admin. */
export function DisputeAssigneeFilter({ value, onChange, testId }: FilterControlProps) {
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
        { value: '', label: t('disputes.filters.anyone') },
        { value: 'none', label: t('disputes.filters.unassigned') },
        { value: 'me', label: t('disputes.filters.me') },
        ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.name} · ${admin.email}` })),
      ]}
    />
  );
}

/** Whole hours, kept within range by the field itself; applied on Enter, Search or leaving the field. */
export function DisputeMinAgeInput({ value, onChange, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <InputNumber<number>
      value={value === undefined ? null : Number(value)}
      onChange={(next) => onChange?.(next === null ? undefined : String(next))}
      min={0}
      max={DISPUTE_MIN_AGE_HOURS_MAX}
      precision={0}
      style={{ width: '100%' }}
      placeholder={t('disputes.filters.anyAge')}
      suffix={t('disputes.filters.hoursUnit')}
      onBlur={() => form.submit()}
      data-testid={testId}
    />
  );
}
