import { ACCESS_REQUEST_STATUSES } from '@exchange/contract/auth/access-request-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type SubAdminQuery = ListQueryOf<'/admin/subAdmins'>;
export type AccessRequestQuery = ListQueryOf<'/admin/accessRequests'>;

const admin = filterFields<SubAdminQuery>();

/** The sub-admins list: a search over name and e-mail, and the active state. */
export const subAdminFilters = defineFilters<SubAdminQuery>(
  [
    admin.search('search', { label: 'subAdmins.fields.nameAndEmail', placeholder: 'subAdmins.list.searchPlaceholder', testId: 'subadmin-search' }),
    admin.choice('isActive', ['true', 'false'], {
      label: 'subAdmins.fields.active',
      valueLabel: (value) => (value === 'true' ? 'subAdmins.list.active' : 'subAdmins.list.inactive'),
    }),
  ],
  { limit: 50, pageSizes: [20, 50, 100, 200] },
);

/** The sign-up requests: one status at a time, the pending ones unless the URL says otherwise. */
export const accessRequestFilters = defineFilters<AccessRequestQuery>(
  [
    filterFields<AccessRequestQuery>().choice('status', ACCESS_REQUEST_STATUSES, { label: 'accessRequests.fields.status', initial: 'PENDING' }),
  ],
  { limit: 20, pageSizes: [20, 50, 100] },
);
