import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error.ts';

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx will answer the same way again; only network trouble and 5xx are worth a second try.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
