import type { AlertRuleInput } from '@exchange/contract/alerts/alerts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { dashboardKeys } from '../dashboard/dashboard-queries.ts';

export const alertKeys = {
  all: ['alerts'] as const,
  rules: () => [...alertKeys.all, 'rules'] as const,
  raised: (page: number, limit: number) => [...alertKeys.all, 'raised', page, limit] as const,
};

export function useAlertRules() {
  return useQuery({ queryKey: alertKeys.rules(), queryFn: ({ signal }) => answer(api.GET('/admin/alerts/rules', { signal })) });
}

export function useRaisedAlerts(page: number, limit: number) {
  return useQuery({
    queryKey: alertKeys.raised(page, limit),
    queryFn: ({ signal }) => answer(api.GET('/admin/alerts', { params: { query: { page, limit } }, signal })),
    placeholderData: keepPreviousData,
    // Rules are checked every minute.
    refetchInterval: 60_000,
  });
}

function useRuleMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

export const useCreateAlertRule = () => useRuleMutation((body: AlertRuleInput) => answer(api.POST('/admin/alerts/rules', { body })));
export const useUpdateAlertRule = () =>
  useRuleMutation(({ id, body }: { id: string; body: AlertRuleInput }) => answer(api.PUT('/admin/alerts/rules/{id}', { params: { path: { id } }, body })));
export const useSetAlertRuleEnabled = () =>
  useRuleMutation(({ id, enabled }: { id: string; enabled: boolean }) => answer(api.PUT('/admin/alerts/rules/{id}/enabled', { params: { path: { id } }, body: { enabled } })));
export const useDeleteAlertRule = () => useRuleMutation((id: string) => answer(api.DELETE('/admin/alerts/rules/{id}', { params: { path: { id } } })));
