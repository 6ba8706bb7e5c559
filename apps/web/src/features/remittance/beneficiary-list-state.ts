import type { ListBeneficiariesQuery } from '@exchange/contract/remittance/beneficiaries';
import { ISO_COUNTRY_CODES } from '../../components/iso-country-codes.ts';
import type { ListDefaults, ListState } from '../../components/use-url-list-state.ts';
import { BENEFICIARY_RISK_LEVELS, BENEFICIARY_STATUSES } from './remittance-constants.ts';

export interface BeneficiaryFilters {
  status: string | undefined;
  search: string | undefined;
  riskLevel: string | undefined;
  country: string | undefined;
}

/** The review queue first; the spec's remittance page size is passed in, 20 by default. */
export const beneficiaryListDefaults: ListDefaults<BeneficiaryFilters> = {
  filters: { status: 'PENDING_REVIEW', search: undefined, riskLevel: undefined, country: undefined },
  allowed: { status: BENEFICIARY_STATUSES, riskLevel: BENEFICIARY_RISK_LEVELS, country: ISO_COUNTRY_CODES },
  limit: 20,
};

/** The API's query: it pages with pageNo (from 1) and pageSize, the URL with page (from 0) and limit. */
export type BeneficiaryListQuery = Omit<ListBeneficiariesQuery, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };

export function beneficiaryQuery(state: ListState<BeneficiaryFilters>): BeneficiaryListQuery {
  const { filters } = state;
  return {
    pageNo: state.page + 1,
    pageSize: state.limit,
    // The tabs always name a status; a hand-cleared one falls back to the queue.
    status: (filters.status ?? 'PENDING_REVIEW') as ListBeneficiariesQuery['status'],
    search: filters.search,
    riskLevel: filters.riskLevel as ListBeneficiariesQuery['riskLevel'],
    country: filters.country as ListBeneficiariesQuery['country'],
  };
}
