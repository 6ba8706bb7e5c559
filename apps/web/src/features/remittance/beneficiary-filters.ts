import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { BENEFICIARY_PAGE_SIZE_DEFAULT, BENEFICIARY_RISK_LEVELS, BENEFICIARY_STATUSES } from '@exchange/contract/remittance/beneficiary-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import type { PagedByNumber } from '../../components/list/page-no.ts';

export type BeneficiaryQuery = PagedByNumber<ListQueryOf<'/admin/remittance/getCddBeneficiaries'>>;

const f = filterFields<BeneficiaryQuery>();

/** The review queue first; the spec's remittance page size is 20. */
export const beneficiaryFilters = defineFilters<BeneficiaryQuery>(
  [
    f.choice('status', BENEFICIARY_STATUSES, { label: 'remittance.fields.status', initial: 'PENDING_REVIEW', valueLabel: (status) => `remittance.tabs.${status}` }),
    f.search('search', { label: 'remittance.filters.search', placeholder: 'remittance.filters.searchPlaceholder' }),
    f.choice('riskLevel', BENEFICIARY_RISK_LEVELS, { label: 'remittance.filters.riskLevel', valueLabel: (risk) => `remittance.risk.${risk}` }),
    f.choice('country', ISO_COUNTRY_CODES, { label: 'remittance.filters.country', countries: true }),
  ],
  { limit: BENEFICIARY_PAGE_SIZE_DEFAULT },
);
