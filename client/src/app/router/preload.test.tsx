import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAR_RENT_WIRE } from '../../features/seller/test-fixtures';
import { mockApi } from '../../test/mock-api';
import { ADMIN_SESSION, BUYER_SESSION, SELLER_SESSION } from '../../test/render';
import { createQueryClient } from '../App';
import { AuthProvider, checkStoredSession } from '../auth/AuthProvider';
import { clearSession, readSession, writeSession } from '../auth/session';
import { AppTheme } from '../theme/AppTheme';
import { preloadPageAt } from './preload';
import { AppRoutes } from './router';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './route-types';

const at = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search };
};

const LISTING = { ...CAR_RENT_WIRE, postHash: 'abc123' };

describe('preloadPageAt', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("asks for a listing page's listing and the buyer's favourites as the app starts", async () => {
    writeSession(BUYER_SESSION);
    const calls = mockApi({
      'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: LISTING }],
      'GET /api/favourites': () => [200, { status: 'success', data: [] }],
    });
    const queryClient = createQueryClient();
    preloadPageAt(APP_ROUTES, at('/seller/carRent/abc123'), queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['listings', 'detail', 'carRent', 'abc123'])).toBeTruthy(),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(['saved', 'favourites'])).toEqual([]));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/favourites',
      '/api/seller/carRent/abc123',
    ]);
  });

  it('asks for no favourites for staff, who keep none', async () => {
    writeSession(ADMIN_SESSION);
    const calls = mockApi({
      'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: LISTING }],
    });
    const queryClient = createQueryClient();
    preloadPageAt(APP_ROUTES, at('/seller/carRent/abc123'), queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['listings', 'detail', 'carRent', 'abc123'])).toBeTruthy(),
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/seller/carRent/abc123']);
  });

  it("asks for the browse page its URL names, at the page size of the visitor's screen", async () => {
    writeSession(SELLER_SESSION);
    const calls = mockApi({
      'GET /api/seller/carRent': () => [
        200,
        { status: 'success', data: [LISTING], meta: { page: 2, pageSize: 35, total: 1 } },
      ],
      'GET /api/favourites': () => [200, { status: 'success', data: [] }],
    });
    preloadPageAt(APP_ROUTES, at('/getCarRent?page=2&q=vitz'), createQueryClient());
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const page = calls.find((call) => call.path === '/api/seller/carRent')!;
    expect(page.query.get('page')).toBe('2');
    expect(page.query.get('q')).toBe('vitz');
    expect(page.query.get('pageSize')).toBe(String(7 * 5));
    // The cards' hearts: a seller keeps favourites too.
    expect(calls.map((call) => call.path)).toContain('/api/favourites');
  });

  it('asks for nothing a visitor may not open, nor for a page without anything to ask', () => {
    const calls = mockApi({});
    const queryClient = createQueryClient();
    // Signed out, browsing closed to visitors: the login wall shows, so nothing is asked.
    preloadPageAt(APP_ROUTES, at('/seller/carRent/abc123'), queryClient);
    writeSession(BUYER_SESSION);
    preloadPageAt(APP_ROUTES, at('/'), queryClient);
    preloadPageAt(APP_ROUTES, at('/no/such/page'), queryClient);
    expect(calls).toEqual([]);
  });

  it('uses the route the router would pick, not the first whose pattern fits', () => {
    const preload = vi.fn();
    const routes: AppRoute[] = [
      { path: '/things/:id', nameKey: 'x', access: { kind: 'public' }, preload },
      { path: '/things/new', nameKey: 'y', access: { kind: 'public' } },
    ];
    preloadPageAt(routes, at('/things/new'), createQueryClient());
    expect(preload).not.toHaveBeenCalled();
    preloadPageAt(routes, at('/things/7'), createQueryClient());
    expect(preload).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: '7' } }),
      expect.anything(),
      // No stored session: a visitor.
      null,
    );
  });

  it('opens the page with the listing asked for ahead, without asking again', async () => {
    writeSession(BUYER_SESSION);
    const calls = mockApi({
      'GET /api/user/me': () => [200, { status: 'success', data: {} }],
      'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: LISTING }],
      'GET /api/favourites': () => [200, { status: 'success', data: [] }],
    });
    const queryClient = createQueryClient();
    const sessionCheck = checkStoredSession();
    preloadPageAt(APP_ROUTES, at('/seller/carRent/abc123'), queryClient);
    render(
      <AppTheme>
        <QueryClientProvider client={queryClient}>
          <AuthProvider sessionCheck={sessionCheck}>
            <MemoryRouter initialEntries={['/seller/carRent/abc123']}>
              <AppRoutes />
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </AppTheme>,
    );
    expect(await screen.findByRole('heading', { name: /Toyota/ })).toBeInTheDocument();
    const asked = (path: string) => calls.filter((call) => call.path === path).length;
    expect(asked('/api/seller/carRent/abc123')).toBe(1);
    expect(asked('/api/user/me')).toBe(1);
    expect(asked('/api/favourites')).toBe(1);
  });
});

describe('checkStoredSession', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('signs out a user whose token the server refused before the app listened', async () => {
    writeSession(BUYER_SESSION);
    mockApi({
      'GET /api/user/me': () => [401, { status: 'error', statusCode: 401, code: 'UNAUTHORIZED' }],
    });
    const sessionCheck = checkStoredSession();
    // The refusal has come and gone before the provider exists.
    expect(await sessionCheck).toBe(true);
    render(
      <AppTheme>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider sessionCheck={sessionCheck}>
            <MemoryRouter initialEntries={['/getCarRent']}>
              <AppRoutes />
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </AppTheme>,
    );
    expect(await screen.findByText('Login to Access This Page')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('asks nothing without a stored session, and keeps one the server could not be asked about', async () => {
    expect(checkStoredSession()).toBeUndefined();
    writeSession(BUYER_SESSION);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkStoredSession()).toBe(false);
  });
});
