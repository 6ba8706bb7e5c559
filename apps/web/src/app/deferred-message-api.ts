import type { MessageApi } from './message-api-context.ts';

type MessageType = ReturnType<MessageApi['open']>;

export interface DeferredMessageApi {
  /** Usable at once: calls made before antd's message code has arrived wait for it. */
  api: MessageApi;
  attach: (real: MessageApi) => void;
}

/**
 * antd's toasts without antd's toast code in the first page load: the sign-in page paints without
 * it, fetches it straight after, and a message asked for in between is shown once it is there.
 */
export function createDeferredMessageApi(): DeferredMessageApi {
  let real: MessageApi | null = null;
  const waiting: ((api: MessageApi) => void)[] = [];

  const notice = (show: (api: MessageApi) => MessageType): MessageType => {
    if (real) return show(real);
    let cancelled = false;
    let close: (() => void) | undefined;
    const closed = new Promise<boolean>((resolve) => {
      waiting.push((api) => {
        if (cancelled) {
          resolve(false);
          return;
        }
        const shown = show(api);
        close = shown;
        shown.then(resolve);
      });
    });
    const cancel = () => {
      cancelled = true;
      close?.();
    };
    return Object.assign(cancel, { then: closed.then.bind(closed) });
  };

  const api: MessageApi = {
    open: (args) => notice((a) => a.open(args)),
    info: (...args) => notice((a) => a.info(...args)),
    success: (...args) => notice((a) => a.success(...args)),
    error: (...args) => notice((a) => a.error(...args)),
    warning: (...args) => notice((a) => a.warning(...args)),
    loading: (...args) => notice((a) => a.loading(...args)),
    destroy: (key) => {
      if (real) real.destroy(key);
      else waiting.push((a) => a.destroy(key));
    },
  };

  return {
    api,
    attach: (attached) => {
      real = attached;
      for (const run of waiting.splice(0)) run(attached);
    },
  };
}
