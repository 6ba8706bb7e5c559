import type { OtpSettingList, SetOtpMethod } from '@exchange/contract/otp/otp';
import type { OtpOperation } from '@exchange/contract/otp/otp-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { OtpLogQuery } from './otp-log-filters.ts';

export const otpKeys = {
  all: ['otp'] as const,
  methods: () => [...otpKeys.all, 'methods'] as const,
  logs: (query: OtpLogQuery) => [...otpKeys.all, 'logs', query] as const,
};

export function useOtpSettings() {
  return useQuery({ queryKey: otpKeys.methods(), queryFn: ({ signal }) => answer(api.GET('/admin/otp/methods', { signal })) });
}

export function useOtpLogs(query: OtpLogQuery) {
  return useListQuery(otpKeys.logs(query), ({ signal, withTotal }) => answer(api.GET('/admin/otp/logs', { params: { query: { ...query, withTotal } }, signal })));
}

/** One method of one operation; the row takes the server's answer. A refusal means the screen is stale: it loads again. */
export function useSetOtpMethod(operation: OtpOperation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetOtpMethod) => answer(api.PUT('/admin/otp/methods/{operation}', { params: { path: { operation } }, body })),
    onSuccess: (setting) =>
      queryClient.setQueryData<OtpSettingList>(otpKeys.methods(), (list) => (list ? { items: list.items.map((item) => (item.operation === setting.operation ? setting : item)) } : list)),
    onError: () => void queryClient.invalidateQueries({ queryKey: otpKeys.methods() }),
  });
}
