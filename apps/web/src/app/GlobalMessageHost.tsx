import { useEffect } from 'react';
import { useMessageApi } from './message-api-context.ts';
import { hideMessage } from './state/common-reducer.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';

const clearAfterMs = 3000;

/** Shows the common state's error or info message, and clears it after the spec's 3 s. */
export function GlobalMessageHost() {
  const { error, message: info } = useAppState().common;
  const dispatch = useAppDispatch();
  const message = useMessageApi();

  useEffect(() => {
    if (!error && !info) return;
    if (error) void message.error({ content: error, duration: clearAfterMs / 1000, key: 'global-message' });
    else void message.info({ content: info, duration: clearAfterMs / 1000, key: 'global-message' });
    const timer = window.setTimeout(() => dispatch(hideMessage()), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [error, info, dispatch, message]);

  return null;
}
