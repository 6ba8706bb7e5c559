import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createDeferredMessageApi } from './deferred-message-api.ts';
import { MessageApiContext } from './message-api-context.ts';

// antd's <App> would do this too, but it also drags Modal into the entry chunk of every page; and
// the toasts themselves (antd's message and notification code) wait until after the first paint.
const MessageHolder = lazy(() => import('./MessageHolder.tsx'));

export function MessageApiProvider({ children }: { children: ReactNode }) {
  const [deferred] = useState(createDeferredMessageApi);
  return (
    <MessageApiContext value={deferred.api}>
      <Suspense fallback={null}>
        <MessageHolder onReady={deferred.attach} />
      </Suspense>
      {children}
    </MessageApiContext>
  );
}
