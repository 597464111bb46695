import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { createQueryClient } from '../app/App';
import { AuthProvider } from '../app/auth/AuthProvider';
import { writeSession, type StoredSession } from '../app/auth/session';
import { AppRoutes } from '../app/router/router';
import { AppTheme } from '../app/theme/AppTheme';
import '../app/i18n';

export { ADMIN_SESSION, BUYER_SESSION, SELLER_SESSION } from './sessions';

/** The app's query client without retries, so a failure shows at once. */
function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** A rendered app's router from outside: where it is now, and a way to move it (as a user would). */
export interface RouterProbe {
  location: Location;
  navigate: NavigateFunction;
}

function LocationProbe({ onChange }: { onChange: (probe: RouterProbe) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // In the commit that shows the new page, so the probe never lags behind what is on screen.
  useLayoutEffect(() => {
    onChange({ location, navigate });
  }, [location, navigate, onChange]);
  return null;
}

/** The app's pages (or the given routes) in a memory router at a path, with a probe of its location. */
export function appAt(path: string, routes?: Parameters<typeof AppRoutes>[0]['routes']) {
  const router = {} as RouterProbe;
  const follow = (now: RouterProbe) => Object.assign(router, now);
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
      <LocationProbe onChange={follow} />
    </MemoryRouter>
  );
  return { tree, router };
}

/** Renders the real app (routes, guards, layout) at a path, optionally signed in. */
export function renderApp(path: string, session?: StoredSession) {
  if (session) writeSession(session);
  const { tree, router } = appAt(path);
  const utils = render(
    <AppTheme>
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider>{tree}</AuthProvider>
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
