import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { RouteProgressBar } from './RouteProgressBar.tsx';

let nextBoundary = 0;

/**
 * Wraps a route's screen in React.lazy. Each route gets its own keyed Suspense boundary: the
 * router navigates inside a transition, and React shows a fallback during a transition only for
 * a boundary that was not on screen yet, so a shared boundary would hide the progress bar.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Screen = lazy(load);
  return (
    <Suspense key={`route-${nextBoundary++}`} fallback={<RouteProgressBar />}>
      <Screen />
    </Suspense>
  );
}
