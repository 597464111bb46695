import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_RENT_WIRE } from '../../features/seller/test-fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { SITE_SETTINGS_META, siteSettings } from '../site-settings';
import { decideAccess } from './access';
import { LOGIN_WALL_DELAY_MS } from './RequireAuth';

/** The page as the server serves it with PUBLIC_BROWSING set as given. */
function servedWith(publicBrowsing: boolean) {
  const meta = document.createElement('meta');
  meta.name = SITE_SETTINGS_META;
  meta.content = JSON.stringify({ publicBrowsing });
  document.head.appendChild(meta);
}

const visitor = { session: null, employeeRole: null };
const listing = { ...CAR_RENT_WIRE, email: undefined };

describe('Public browsing (the operator setting)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.querySelectorAll(`meta[name="${SITE_SETTINGS_META}"]`).forEach((m) => m.remove());
  });

  it('is off on a page served without settings, as the spec has it', () => {
    expect(siteSettings()).toEqual({ publicBrowsing: false });
    expect(decideAccess({ kind: 'signed-in', publicBrowsing: true }, visitor)).toMatchObject({
      allowed: false,
      reason: 'login',
    });
  });

  it('opens only the routes that allow it, and only while it is on', () => {
    servedWith(true);
    expect(siteSettings()).toEqual({ publicBrowsing: true });
    expect(decideAccess({ kind: 'signed-in', publicBrowsing: true }, visitor)).toEqual({
      allowed: true,
    });
    expect(decideAccess({ kind: 'signed-in' }, visitor)).toMatchObject({ allowed: false });
    expect(
      decideAccess({ kind: 'signed-in', userType: 'buyer', publicBrowsing: true }, visitor, {
        publicBrowsing: false,
      }),
    ).toMatchObject({ allowed: false, reason: 'login' });
  });

  it('keeps the login wall on a listing when off, and remembers the listing for after login', async () => {
    servedWith(false);
    const { router } = renderApp('/seller/carRent/abc123');
    expect(screen.getByText('Login to Access This Page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    expect(router.location.pathname).toBe('/login');
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/seller/carRent/abc123',
    );
  });

  it('brings a visitor who first creates an account back to the listing too', async () => {
    servedWith(false);
    const { router } = renderApp('/seller/carRent/abc123');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_WALL_DELAY_MS + 10));
    const from = () => (router.location.state as { from?: { pathname: string } }).from;
    const createAccount = await screen.findByRole('link', { name: 'Create Account' });
    act(() => createAccount.click());
    await waitFor(() => expect(router.location.pathname).toBe('/register'));
    expect(from()?.pathname).toBe('/seller/carRent/abc123');
    const buyerCard = await screen.findByRole('link', { name: /I am a buyer/ });
    act(() => buyerCard.click());
    await waitFor(() => expect(router.location.pathname).toBe('/buyerRegister'));
    expect(from()?.pathname).toBe('/seller/carRent/abc123');
    // The form's own link, not the header's.
    const logIn = await waitFor(() => {
      const link = screen.getAllByRole('link', { name: 'Login' }).find((l) => !l.closest('header'));
      expect(link).toBeDefined();
      return link!;
    });
    act(() => logIn.click());
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(from()?.pathname).toBe('/seller/carRent/abc123');
  });

  it('lets a visitor open a listing when on, with contact behind a login that comes back', async () => {
    servedWith(true);
    mockApi({
      'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: listing }],
    });
    const { router } = renderApp('/seller/carRent/abc123');
    expect(await screen.findByRole('heading', { name: /Toyota Vitz/ })).toBeInTheDocument();
    expect(screen.queryByText('Login to Access This Page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Seller Address' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/Log in as a buyer to contact the seller\./),
    ).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Log in' }).click());
    expect(router.location.pathname).toBe('/login');
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/seller/carRent/abc123',
    );
  });

  it('lets a visitor browse when on', async () => {
    servedWith(true);
    const calls = mockApi({
      'GET /api/seller/carRent': () => [
        200,
        {
          status: 'success',
          data: [listing],
          meta: { page: 1, pageSize: 12, total: 1, totalCapped: false },
        },
      ],
    });
    renderApp('/getCarRent');
    expect(await screen.findByText('Toyota Vitz')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/seller/carRent')).toBe(true);
  });
});
