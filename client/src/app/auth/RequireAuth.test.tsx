import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { ADMIN_SESSION, appAt, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import { createQueryClient } from '../App';
import { buildRouteObjects } from '../router/router';
import { AuthProvider } from './AuthProvider';
import { LOGIN_WALL_DELAY_MS } from './RequireAuth';
import { writeSession, type StoredSession } from './session';
import { CAR_RENT_WIRE } from '../../features/seller/test-fixtures';

const EMPLOYEE_SESSION = {
  ...ADMIN_SESSION,
  userDetails: { ...ADMIN_SESSION.userDetails, employeeRole: 1 },
} as StoredSession;

describe('RequireAuth', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a visitor the login wall, then sends them to /login remembering the page', async () => {
    const { router } = renderApp('/getCarRent');
    expect(screen.getByText('Login to Access This Page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    expect(router.location.pathname).toBe('/login');
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/getCarRent',
    );
  });

  it('says "Not Logged In" to a visitor of a staff page, then sends them to /login', async () => {
    const { router } = renderApp('/employee/list');
    expect(screen.getByText('Not Logged In')).toBeInTheDocument();
    expect(screen.queryByText('Login to Access This Page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    expect(router.location.pathname).toBe('/login');
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/employee/list',
    );
  });

  it("says 'Loading authentication data...' while the stored session is checked", async () => {
    let answer: ((reply: [number, unknown]) => void) | undefined;
    mockApi({ 'GET /api/user/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/contact', SELLER_SESSION);
    expect(screen.getByText('Loading authentication data...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText('Loading authentication data...')).toBeInTheDocument();
    answer!([200, { status: 'success', data: { userType: 'seller' } }]);
    await waitFor(() =>
      expect(screen.queryByText('Loading authentication data...')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Login to Access This Page')).not.toBeInTheDocument();
  });

  it('builds the page hidden while the session is checked and shows it once confirmed, its data asked for once', async () => {
    let answer: ((reply: [number, unknown]) => void) | undefined;
    const browsed = vi.fn((): [number, unknown] => [
      200,
      { status: 'success', data: [], meta: { page: 1, pageSize: 14, total: 0 } },
    ]);
    mockApi({
      'GET /api/user/me': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/seller/carRent': browsed,
    });
    renderApp('/getCarRent', BUYER_SESSION);
    // The page's code has loaded and it is built, but not shown before the check has passed.
    const heading = await screen.findByRole('heading', { level: 1, hidden: true });
    expect(heading).not.toBeVisible();
    expect(screen.getByText('Loading authentication data...')).toBeVisible();
    answer!([200, { status: 'success', data: { userType: 'buyer' } }]);
    await waitFor(() => expect(heading).toBeVisible());
    expect(screen.queryByText('Loading authentication data...')).not.toBeInTheDocument();
    await waitFor(() => expect(browsed).toHaveBeenCalled());
    expect(browsed).toHaveBeenCalledTimes(1);
  });

  it('asks for a listing while the session is checked, once, and shows it once confirmed', async () => {
    let answer: ((reply: [number, unknown]) => void) | undefined;
    const listing = vi.fn((): [number, unknown] => [
      200,
      { status: 'success', data: CAR_RENT_WIRE },
    ]);
    mockApi({
      'GET /api/user/me': () => new Promise((resolve) => (answer = resolve)),
      [`GET /api/seller/carRent/${CAR_RENT_WIRE.postHash}`]: listing,
    });
    renderApp(`/seller/carRent/${CAR_RENT_WIRE.postHash}`, BUYER_SESSION);
    // Asked for beside the check, not after it.
    await waitFor(() => expect(listing).toHaveBeenCalledTimes(1));
    expect(answer).toBeDefined();
    expect(screen.getByText('Loading authentication data...')).toBeVisible();
    answer!([200, { status: 'success', data: { userType: 'buyer' } }]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(listing).toHaveBeenCalledTimes(1);
  });

  it('builds nothing hidden for a session the page would turn away', async () => {
    let answer: ((reply: [number, unknown]) => void) | undefined;
    mockApi({ 'GET /api/user/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/seller/adminPost', BUYER_SESSION);
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText('Loading authentication data...')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, hidden: true })).not.toBeInTheDocument();
  });

  it('shows the login wall once the server refuses the stored token', async () => {
    mockApi({
      'GET /api/user/me': () => [401, { status: 'error', statusCode: 401, message: 'expired' }],
    });
    renderApp('/contact', BUYER_SESSION);
    expect(screen.getByText('Loading authentication data...')).toBeInTheDocument();
    expect(await screen.findByText('Login to Access This Page')).toBeInTheDocument();
  });

  it("tells a non-seller 'Unauthorized Access', then shows that only sellers may view the page", async () => {
    mockApi({});
    const { router } = renderApp('/seller/adminPost', BUYER_SESSION);
    expect(await screen.findByText('Unauthorized Access')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    expect(router.location.pathname).toBe('/Otherunauthorized');
    expect(
      await screen.findByRole('heading', { name: 'Only Sellers Can View This Page' }),
    ).toBeInTheDocument();
  });

  it("sends staff below the page's level to /unauthorized, which says why", async () => {
    mockApi({});
    const { router } = renderApp('/employee/list', EMPLOYEE_SESSION);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have the authorization to access the page you requested"),
    ).toBeInTheDocument();
  });

  it('sends a non-employee of a staff page to the employees-only page', async () => {
    mockApi({});
    const { router } = renderApp('/employee/admin', SELLER_SESSION);
    await waitFor(() => expect(router.location.pathname).toBe('/onlyEmployee'));
    expect(
      await screen.findByRole('heading', { name: 'Only Employees Can View This Page' }),
    ).toBeInTheDocument();
  });
});

describe('/subscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [SELLER_SESSION, '/seller/subscribe'],
    [BUYER_SESSION, '/buyer/subscibe'],
    [ADMIN_SESSION, '/unauthorized'],
  ])('leads each signed-in user to their own subscription page', async (session, target) => {
    mockApi({});
    const { router } = renderApp('/subscribe', session);
    await waitFor(() => expect(router.location.pathname).toBe(target));
  });

  it('asks a visitor to log in first', () => {
    renderApp('/subscribe');
    expect(screen.getByText('Login to Access This Page')).toBeInTheDocument();
  });
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
    const { tree, router } = appAt(path, routes);
    // The layout's header asks the server for counts (alerts, the moderation queue).
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>{tree}</AuthProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  it.each([
    ['/seller-only', BUYER_SESSION, '/Otherunauthorized'],
    ['/buyer-only', SELLER_SESSION, '/buyersOnly'],
    ['/staff-only', BUYER_SESSION, '/onlyEmployee'],
    ['/managers', EMPLOYEE_SESSION, '/unauthorized'],
  ])('sends a wrong visitor of %s to the denial page', async (path, session, target) => {
    const router = visit(path, session);
    await waitFor(() => expect(router.location.pathname).toBe(target));
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
