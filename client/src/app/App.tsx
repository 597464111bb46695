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

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppTheme>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>
  );
}
