import type { CustomerWithdrawalLimits, FeeScheduleInput, FeeScheduleUpdate, SetLimitOverride, SetWithdrawalLimit, TaxRuleInput, TaxRuleUpdate } from '@exchange/contract/fees/fees';
import type { FeeChangeSubject } from '@exchange/contract/fees/fee-rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { customerKeys } from '../customers/customer-queries.ts';
import type { FeeScheduleQuery, TaxRuleQuery, WithdrawalLimitQuery } from './fee-filters.ts';

export const feeKeys = {
  all: ['fees'] as const,
  schedules: () => [...feeKeys.all, 'schedules'] as const,
  scheduleList: (query: FeeScheduleQuery) => [...feeKeys.schedules(), query] as const,
  rules: () => [...feeKeys.all, 'taxRules'] as const,
  ruleList: (query: TaxRuleQuery) => [...feeKeys.rules(), query] as const,
  history: () => [...feeKeys.all, 'history'] as const,
  historyPage: (query: FeeHistoryQuery) => [...feeKeys.history(), query] as const,
  quote: (query: FeeQuoteQuery) => [...feeKeys.all, 'quote', query] as const,
};

export const limitKeys = {
  all: ['withdrawalLimits'] as const,
  lists: () => [...limitKeys.all, 'list'] as const,
  list: (query: WithdrawalLimitQuery) => [...limitKeys.lists(), query] as const,
  history: () => [...limitKeys.all, 'history'] as const,
  historyPage: (query: LimitHistoryQuery) => [...limitKeys.history(), query] as const,
  customer: (customerId: string) => [...limitKeys.all, 'customer', customerId] as const,
};

export interface FeeHistoryQuery {
  page: number;
  subject?: Extract<FeeChangeSubject, 'FEE_SCHEDULE' | 'TAX_RULE'>;
  subjectId?: string;
}
export interface LimitHistoryQuery {
  page: number;
  subject?: Extract<FeeChangeSubject, 'WITHDRAWAL_LIMIT' | 'LIMIT_OVERRIDE'>;
  customerId?: string;
}
export interface FeeQuoteQuery {
  operation: FeeScheduleInput['operation'];
  asset: FeeScheduleInput['asset'];
  kycLevel: '0' | '1' | '2' | '3';
  amount: string;
}

// Fees and taxes

export function useFeeScheduleList(query: FeeScheduleQuery) {
  return useListQuery(feeKeys.scheduleList(query), ({ signal, withTotal }) => answer(api.GET('/admin/fees/schedules', { params: { query: { ...query, withTotal } }, signal })));
}

export function useTaxRuleList(query: TaxRuleQuery) {
  return useListQuery(feeKeys.ruleList(query), ({ signal, withTotal }) => answer(api.GET('/admin/fees/taxRules', { params: { query: { ...query, withTotal } }, signal })));
}

export function useFeeHistory(query: FeeHistoryQuery, enabled = true) {
  return useQuery({
    queryKey: feeKeys.historyPage(query),
    queryFn: ({ signal }) => answer(api.GET('/admin/fees/history', { params: { query: { ...query, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What quoteFees charges now: asked only once the form holds a valid amount. */
export function useFeeQuote(query: FeeQuoteQuery | undefined) {
  return useQuery({
    queryKey: feeKeys.quote(query ?? { operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: '0', amount: '' }),
    queryFn: ({ signal }) => answer(api.GET('/admin/fees/quote', { params: { query: query! }, signal })),
    enabled: query !== undefined,
    retry: false,
  });
}

/** After any change: the lists, the history and any quote load again (never optimistic: fees move money). */
function useFeesChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: feeKeys.all });
}

export function useSaveFeeSchedule() {
  const changed = useFeesChanged();
  return useMutation({
    mutationFn: (change: { id: null; body: FeeScheduleInput } | { id: string; body: FeeScheduleUpdate }) =>
      change.id === null
        ? answer(api.POST('/admin/fees/schedules', { body: change.body }))
        : answer(api.PUT('/admin/fees/schedules/{id}', { params: { path: { id: change.id } }, body: change.body })),
    onSuccess: changed,
  });
}

export function useSetFeeScheduleActive(id: string) {
  const changed = useFeesChanged();
  return useMutation({
    mutationFn: ({ active, reason }: { active: boolean; reason: string }) =>
      answer(api.POST(active ? '/admin/fees/schedules/{id}/activate' : '/admin/fees/schedules/{id}/deactivate', { params: { path: { id } }, body: { reason } })),
    onSettled: changed,
  });
}

export function useSaveTaxRule() {
  const changed = useFeesChanged();
  return useMutation({
    mutationFn: (change: { id: null; body: TaxRuleInput } | { id: string; body: TaxRuleUpdate }) =>
      change.id === null
        ? answer(api.POST('/admin/fees/taxRules', { body: change.body }))
        : answer(api.PUT('/admin/fees/taxRules/{id}', { params: { path: { id: change.id } }, body: change.body })),
    onSuccess: changed,
  });
}

export function useSetTaxRuleActive(id: string) {
  const changed = useFeesChanged();
  return useMutation({
    mutationFn: ({ active, reason }: { active: boolean; reason: string }) =>
      answer(api.POST(active ? '/admin/fees/taxRules/{id}/activate' : '/admin/fees/taxRules/{id}/deactivate', { params: { path: { id } }, body: { reason } })),
    onSettled: changed,
  });
}

// Withdrawal limits

export function useWithdrawalLimitList(query: WithdrawalLimitQuery) {
  return useListQuery(limitKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/withdrawalLimits', { params: { query: { ...query, withTotal } }, signal })));
}

export function useLimitHistory(query: LimitHistoryQuery, enabled = true) {
  return useQuery({
    queryKey: limitKeys.historyPage(query),
    queryFn: ({ signal }) => answer(api.GET('/admin/withdrawalLimits/history', { params: { query: { ...query, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetWithdrawalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetWithdrawalLimit) => answer(api.PUT('/admin/withdrawalLimits', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: limitKeys.all }),
  });
}

export function useCustomerWithdrawalLimits(customerId: string) {
  return useQuery({
    queryKey: limitKeys.customer(customerId),
    queryFn: ({ signal }) => answer(api.GET('/admin/customers/{customerId}/withdrawalLimits', { params: { path: { customerId } }, signal })),
  });
}

/** Set or remove an override: the tab takes the server's answer, the histories load again. */
export function useCustomerOverride(customerId: string) {
  const queryClient = useQueryClient();
  const settle = (limits: CustomerWithdrawalLimits) => {
    queryClient.setQueryData(limitKeys.customer(customerId), limits);
    void queryClient.invalidateQueries({ queryKey: limitKeys.history() });
    // The customer's timeline shows the audit row.
    void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) });
  };
  const set = useMutation({
    mutationFn: (body: SetLimitOverride) => answer(api.PUT('/admin/customers/{customerId}/withdrawalLimitOverrides', { params: { path: { customerId } }, body })),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: ({ asset, reason }: { asset: SetLimitOverride['asset']; reason: string }) =>
      answer(api.POST('/admin/customers/{customerId}/withdrawalLimitOverrides/{asset}/remove', { params: { path: { customerId, asset } }, body: { reason } })),
    onSuccess: settle,
    onError: () => void queryClient.invalidateQueries({ queryKey: limitKeys.customer(customerId) }),
  });
  return { set, remove };
}
