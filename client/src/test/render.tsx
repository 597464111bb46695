import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../app/App';
import { AuthProvider } from '../app/auth/AuthProvider';
import { writeSession, type StoredSession } from '../app/auth/session';
import { buildRouteObjects } from '../app/router/router';
import { APP_ROUTES } from '../app/router/routes';
import { AppTheme } from '../app/theme/AppTheme';
import '../app/i18n';

export const SELLER_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'seller',
  userDetails: {
    sellerId: 1,
    sellerEmail: 'abebe@example.et',
    sellerFirstName: 'Abebe',
    sellerLastName: 'Kebede',
  },
};
export const BUYER_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'buyer',
  userDetails: {
    buyerId: 2,
    buyerEmail: 'hanna@example.et',
    buyerFirstName: 'Hanna',
    buyerLastName: 'Tesfaye',
  },
};
export const ADMIN_SESSION: StoredSession = {
  token: 'header.payload.signature',
  userType: 'employee',
  userDetails: {
    employeeId: 3,
    employeeEmail: 'selam@example.et',
    employeeRole: 3,
    employeeFirstName: 'Selam',
  },
};

/** The app's query client without retries, so a failure shows at once. */
function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Renders the real app (routes, guards, layout) at a path, optionally signed in. */
export function renderApp(path: string, session?: StoredSession) {
  if (session) writeSession(session);
  const router = createMemoryRouter(buildRouteObjects(APP_ROUTES), { initialEntries: [path] });
  const utils = render(
    <AppTheme>
      <QueryClientProvider client={createTestQueryClient()}>
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
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>,
  );
}
