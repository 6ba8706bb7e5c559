import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppThemeProvider } from './AppThemeProvider.tsx';
import { appRouter } from './app-router.tsx';
import { queryClient } from './query-client.ts';
import { AppStateProvider } from './state/AppStateProvider.tsx';

export function App() {
  return (
    <AppStateProvider>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <RouterProvider router={appRouter} />
        </AppThemeProvider>
      </QueryClientProvider>
    </AppStateProvider>
  );
}
