import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import { LOGIN_WALL_DELAY_MS } from './RequireAuth';

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
