import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';

/** GET /admin/sendOtp: a code to the admin's own e-mail. */
export function useSendViewAsCode() {
  return useMutation({ mutationFn: () => answer(api.GET('/admin/sendOtp', {})) });
}

/** The code, then at once the token (the proof is single-use and lives 5 minutes: it never waits). */
export function useIssueViewAsToken(customerId: string) {
  return useMutation({
    mutationFn: async ({ code, reason }: { code: string; reason: string }) => {
      const { proof } = await answer(api.POST('/admin/verifyEmailOtp', { body: { code } }));
      return answer(api.POST('/admin/generateUserToken', { body: { customerId, reason, proof } }));
    },
  });
}
