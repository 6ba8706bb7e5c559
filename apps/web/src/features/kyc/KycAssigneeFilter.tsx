import { useTranslation } from 'react-i18next';
import { AssigneeFilter } from '../../components/list/AssigneeFilter.tsx';
import type { FilterControlProps } from '../../components/list/list-filters.ts';

/** Anyone, nobody yet (waiting to be taken) or one reviewer. */
export function KycAssigneeFilter(props: FilterControlProps) {
  const { t } = useTranslation();
  return <AssigneeFilter {...props} choices={[{ value: '', label: t('kyc.filters.anyone') }, { value: 'unassigned', label: t('kyc.filters.unassigned') }]} />;
}
