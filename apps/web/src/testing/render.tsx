import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, vi, type Mock } from 'vitest';
import '../app/i18n/i18n.ts';
import { MessageApiContext, type MessageApi } from '../app/message-api-context.ts';
import { AppStateProvider } from '../app/state/AppStateProvider.tsx';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// A page redraws in milliseconds alone, but the suite shares two cores with API servers and browsers:
// the default second of waitFor/findBy is too short there, and a longer one costs nothing when it passes.
configure({ asyncUtilTimeout: 10_000 });

type Notice = ReturnType<MessageApi['open']>;
export type MessageSpies = { [K in keyof MessageApi]: Mock<MessageApi[K]> };

/** The toast API as spies: a test asks `messages.success` what was shown, and how often. */
function messageSpies(): MessageSpies {
  // What antd's calls return: a function that closes the toast, and a promise of its closing.
  const notice = (): Notice => {
    const closed = Promise.resolve(true);
    return Object.assign(() => undefined, { then: closed.then.bind(closed) }) as Notice;
  };
  return {
    open: vi.fn<MessageApi['open']>(notice),
    info: vi.fn<MessageApi['info']>(notice),
    success: vi.fn<MessageApi['success']>(notice),
    error: vi.fn<MessageApi['error']>(notice),
    warning: vi.fn<MessageApi['warning']>(notice),
    loading: vi.fn<MessageApi['loading']>(notice),
    destroy: vi.fn<MessageApi['destroy']>(),
  };
}

/** The element under test, handed through the router so that `rerender` can swap it. */
const Page = createContext<ReactNode>(null);
const PageSlot = () => useContext(Page);

function Providers({ children, queryClient, messages }: { children: ReactNode; queryClient: QueryClient; messages: MessageApi }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <PageSlot /> }]));
  return (
    // No motion: a dialog or a dropdown is there (or gone) at once, with no animation to wait out.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={queryClient}>
        <AppStateProvider>
          <MessageApiContext value={messages}>
            <Page value={children}>
              <RouterProvider router={router} />
            </Page>
          </MessageApiContext>
        </AppStateProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  messages: MessageSpies;
  queryClient: QueryClient;
  /** The query string in the address bar, without the `?`. */
  search: () => string;
}

/**
 * Renders a component as the console does: English texts (i18n initialises on import), a query
 * client that does not retry, the toast API (spied) and a browser router, so that `useSearchParams`
 * and `window.location` agree and Back (`history.back()`) works. `url` is where the page starts.
 */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}): Rendered {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const messages = messageSpies();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers queryClient={queryClient} messages={messages}>
        {children}
      </Providers>
    ),
  });
  return { ...result, user: userEvent.setup(), messages, queryClient, search: () => window.location.search.replace(/^\?/, '') };
}

/** A promise the test settles by hand, to look at a component while its request is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
