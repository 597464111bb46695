import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import { buildRouteObjects } from '../router/router';
import { AuthProvider } from './AuthProvider';
import { LOGIN_WALL_DELAY_MS } from './RequireAuth';
import { writeSession, type StoredSession } from './session';

describe('RequireAuth', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows a visitor the login wall, then sends them to /login remembering the page', async () => {
    const { router } = renderApp('/getCarRent');
    expect(screen.getByText('Login to Access This Page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/getCarRent',
    );
  });

  it.each([SELLER_SESSION, BUYER_SESSION])(
    'lets any signed-in user past the generic guard',
    (session) => {
      renderApp('/contact', session);
      expect(screen.queryByText('Login to Access This Page')).not.toBeInTheDocument();
    },
  );
});

describe('RequireAuth by user type and staff level', () => {
  const routes = buildRouteObjects([
    { path: '/', nameKey: 'header.home', access: { kind: 'public' }, element: <p>home</p> },
    {
      path: '/seller-only',
      nameKey: 'x',
      access: { kind: 'signed-in', userType: 'seller' },
      element: <p>seller page</p>,
    },
    {
      path: '/buyer-only',
      nameKey: 'x',
      access: { kind: 'signed-in', userType: 'buyer' },
      element: <p>buyer page</p>,
    },
    {
      path: '/staff-only',
      nameKey: 'x',
      access: { kind: 'signed-in', userType: 'employee' },
      element: <p>staff page</p>,
    },
    {
      path: '/managers',
      nameKey: 'x',
      access: { kind: 'signed-in', userType: 'employee', levels: [3, 2] },
      element: <p>manager page</p>,
    },
    {
      path: '/Otherunauthorized',
      nameKey: 'x',
      access: { kind: 'public' },
      element: <p>other unauthorized</p>,
    },
    { path: '/buyersOnly', nameKey: 'x', access: { kind: 'public' }, element: <p>buyers only</p> },
    {
      path: '/onlyEmployee',
      nameKey: 'x',
      access: { kind: 'public' },
      element: <p>only employee</p>,
    },
    {
      path: '/unauthorized',
      nameKey: 'x',
      access: { kind: 'public' },
      element: <p>unauthorized</p>,
    },
  ]);

  function visit(path: string, session: StoredSession) {
    writeSession(session);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    return router;
  }

  it.each([
    ['/seller-only', BUYER_SESSION, '/Otherunauthorized'],
    ['/buyer-only', SELLER_SESSION, '/buyersOnly'],
    ['/staff-only', BUYER_SESSION, '/onlyEmployee'],
    [
      '/managers',
      {
        ...ADMIN_SESSION,
        userDetails: { ...ADMIN_SESSION.userDetails, employeeRole: 1 },
      } as StoredSession,
      '/unauthorized',
    ],
  ])('sends a wrong visitor of %s to the denial page', async (path, session, target) => {
    const router = visit(path, session);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it.each([
    ['/seller-only', SELLER_SESSION, 'seller page'],
    ['/buyer-only', BUYER_SESSION, 'buyer page'],
    ['/managers', ADMIN_SESSION, 'manager page'],
  ])('lets the right user into %s', async (path, session, text) => {
    visit(path, session);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
