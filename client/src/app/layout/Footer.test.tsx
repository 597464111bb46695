import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import type { StoredSession } from '../auth/session';

describe('Footer call to action', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [undefined, 'Get started', '/register'],
    [SELLER_SESSION, 'Post a listing', '/seller/adminPost'],
    [BUYER_SESSION, 'Browse listings', '/getCarRent'],
  ] as [StoredSession | undefined, string, string][])(
    'leads each role somewhere useful',
    async (session, name, href) => {
      mockApi({});
      renderApp('/about', session);
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    },
  );

  it('is not offered to staff', async () => {
    mockApi({});
    renderApp('/about', ADMIN_SESSION);
    expect(await screen.findByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('is not offered on the back-office pages', async () => {
    renderApp('/employee/admin');
    expect(await screen.findByText('Not Logged In')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
