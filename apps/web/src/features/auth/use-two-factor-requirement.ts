import type { MeResponse } from '@exchange/contract/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { setTwoFactorSetupHandler } from '../../app/api-client.ts';
import { useAppState } from '../../app/state/use-app-state.ts';
import { currentAdminQueryKey } from '../../app/use-session-check.ts';

/**
 * True while the signed-in admin falls under a 2FA requirement (its group's, or the server's) and
 * has not set up Google Authenticator: the server then refuses every call but the set-up. Learnt
 * from the session check, or from any call that answers TWO_FACTOR_SETUP_REQUIRED. Once 2FA is on,
 * everything that was refused loads again.
 */
export function useTwoFactorRequirement(me: MeResponse | undefined): boolean {
  const queryClient = useQueryClient();
  const enabled = useAppState().auth.authUser?.isGAuthEnabled ?? false;
  const [refused, setRefused] = useState(false);
  const required = !enabled && (refused || me?.mustSetUp2fa === true);
  const wasRequired = useRef(false);

  useEffect(
    () =>
      setTwoFactorSetupHandler(() => {
        setRefused(true);
        // The requirement may be new (a group gained it): the profile should say so too.
        void queryClient.invalidateQueries({ queryKey: currentAdminQueryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (required) {
      wasRequired.current = true;
    } else if (wasRequired.current) {
      wasRequired.current = false;
      // Lists and details that answered 403 meanwhile.
      void queryClient.invalidateQueries();
    }
  }, [required, queryClient]);

  return required;
}
