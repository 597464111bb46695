import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../app/App';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { writeSession, type StoredSession } from '../../app/auth/session';
import { buildRouteObjects } from '../../app/router/router';
import { APP_ROUTES } from '../../app/router/routes';
import { AppTheme } from '../../app/theme/AppTheme';
import '../../app/i18n';
import { SUBSCRIPTION_ROUTES } from './routes';

function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** The app's catalogue with the subscription routes, whether or not it lists them yet. */
const withSubscriptionRoutes = () => [
  ...APP_ROUTES,
  ...SUBSCRIPTION_ROUTES.filter((route) => !APP_ROUTES.some((r) => r.path === route.path)),
];

/** Like renderApp: the real routes, guards and layout at a path, signed in as the session. */
export function renderSubscriptionApp(path: string, session?: StoredSession) {
  if (session) writeSession(session);
  const router = createMemoryRouter(buildRouteObjects(withSubscriptionRoutes()), {
    initialEntries: [path],
  });
  const utils = render(
    <AppTheme>
      <QueryClientProvider client={testQueryClient()}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>,
  );
  return { ...utils, router };
}

/** One component inside the app's providers and a router, signed in as the session. */
export function renderWithProviders(ui: ReactNode, session: StoredSession) {
  writeSession(session);
  return render(
    <AppTheme>
      <QueryClientProvider client={testQueryClient()}>
        <AuthProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>,
  );
}
