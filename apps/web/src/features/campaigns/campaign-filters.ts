import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_PHASES, CAMPAIGN_REWARD_STATUSES } from '@exchange/contract/campaigns/campaign-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type CampaignQuery = ListQueryOf<'/admin/campaigns'>;
export type CampaignRewardQuery = ListQueryOf<'/admin/campaigns/rewards'>;

const c = filterFields<CampaignQuery>();
const r = filterFields<CampaignRewardQuery>();
const pageSizes = [10, CAMPAIGN_PAGE_SIZE, 50, 100];
const UUID = { rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: 'campaigns.filters.idInvalid' };

export const campaignFilters = defineFilters<CampaignQuery>(
  [
    c.search('search', { label: 'common.search', placeholder: 'campaigns.list.searchPlaceholder', testId: 'filter-search' }),
    c.choice('phase', CAMPAIGN_PHASES, { label: 'campaigns.fields.phase', valueLabel: (phase) => `status.${phase}`, testId: 'filter-phase' }),
  ],
  { limit: CAMPAIGN_PAGE_SIZE, pageSizes },
);

/** Rewards: by status (pending first to decide), campaign and customer. */
export const campaignRewardFilters = defineFilters<CampaignRewardQuery>(
  [
    r.choice('status', CAMPAIGN_REWARD_STATUSES, { label: 'campaigns.fields.status', valueLabel: (status) => `status.${status}`, testId: 'filter-status' }),
    r.text('campaignId', { label: 'campaigns.rewards.campaignId', max: 36, pattern: UUID, testId: 'filter-campaign' }),
    r.text('customerId', { label: 'campaigns.rewards.customerId', max: 36, pattern: UUID, testId: 'filter-customer' }),
  ],
  { limit: CAMPAIGN_PAGE_SIZE, pageSizes },
);
