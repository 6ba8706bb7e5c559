import type { Dispute } from '@exchange/contract/p2p/disputes';
import type { ListResponse } from '@exchange/contract/platform/lists';

/** The dispute queue's answer: a list page plus the SLA it measured against. */
export type DisputeListResponse = ListResponse<Dispute> & { slaHours: number };
