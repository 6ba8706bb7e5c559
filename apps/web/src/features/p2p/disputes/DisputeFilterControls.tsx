import { DISPUTE_MIN_AGE_HOURS_MAX } from '@exchange/contract/p2p/dispute-statuses';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../../../components/list/list-filters.ts';
import { AssigneeFilter } from '../../../components/list/AssigneeFilter.tsx';

/** Anyone, unassigned, the signed-in admin ('me', whoever signs in on a shared link) or one admin. */
export function DisputeAssigneeFilter(props: FilterControlProps) {
  const { t } = useTranslation();
  const choices = [
    { value: '', label: t('disputes.filters.anyone') },
    { value: 'none', label: t('disputes.filters.unassigned') },
    { value: 'me', label: t('disputes.filters.me') },
  ];
  return <AssigneeFilter {...props} choices={choices} />;
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
