import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { AppRoutes } from './router/router';
import { AppTheme } from './theme/AppTheme';
import './i18n';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Slow phone connections: keep data a while and do not refetch on every focus.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

interface AppProps {
  /** The app's data, when the start has already asked for some of it (router/preload.ts). */
  queryClient?: QueryClient;
  /** The check of the stored session, when the start has already begun it. */
  sessionCheck?: Promise<boolean>;
}

export function App(props: AppProps) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <AppTheme>
      <QueryClientProvider client={queryClient}>
        <AuthProvider sessionCheck={props.sessionCheck}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>
  );
}
