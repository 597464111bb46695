import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { codedError, lastCallTo, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp } from '../../../test/render';
import { CAR_RENT_WIRE, HOUSE_SELL_WIRE } from '../../seller/test-fixtures';

const HASH = '01HSELLERHASH0000000000001';

const profile = (overrides: Record<string, unknown> = {}) => ({
  sellerHash: HASH,
  displayName: 'Abebe K.',
  sellerCity: 'Addis Ababa',
  memberSince: '2026-03-15T09:00:00.000Z',
  phoneVerified: true,
  activeListings: { carRent: 0, carSell: 0, houseRent: 0, houseSell: 2 },
  activeListingsTotal: 2,
  ...overrides,
});

const page = (data: unknown[]) => () =>
  [
    200,
    {
      status: 'success',
      data,
      meta: { page: 1, pageSize: 14, total: data.length, totalCapped: false },
    },
  ] as [number, unknown];

describe('Seller profile page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the seller, the verified badge and opens on the type they have listings of', async () => {
    const calls = mockApi({
      [`GET /api/sellers/${HASH}`]: () => [200, { status: 'success', data: profile() }],
      [`GET /api/sellers/${HASH}/listings`]: (_body, url) =>
        url.searchParams.get('type') === 'houseSell'
          ? page([
              { ...HOUSE_SELL_WIRE, sellerPhoneVerified: true },
              { ...HOUSE_SELL_WIRE, postHash: 'h2', sellerPhoneVerified: true },
            ])()
          : page([])(),
    });
    renderApp(`/sellers/${HASH}`, BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Abebe K.' })).toBeVisible();
    expect(screen.getByText('Member since March 2026')).toBeVisible();
    expect(screen.getByText('2 active listings')).toBeVisible();
    expect(screen.getAllByText('Phone verified').length).toBeGreaterThan(0);

    const tabs = screen.getByRole('tablist', { name: 'Listings' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('(2)');
    const grid = await screen.findByTestId('seller-listing-grid');
    expect(within(grid).getAllByRole('link')).toHaveLength(2);
    expect(within(grid).getAllByText('Phone verified')).toHaveLength(2);
    expect(lastCallTo(calls, `/api/sellers/${HASH}/listings`).query.get('type')).toBe('houseSell');

    fireEvent.click(within(tabs).getAllByRole('tab')[0]);
    expect(
      await screen.findByText('This seller has no active listings of this kind.'),
    ).toBeVisible();
    expect(lastCallTo(calls, `/api/sellers/${HASH}/listings`).query.get('type')).toBe('carRent');
  });

  it('says so when the seller does not exist, in Amharic too', async () => {
    await inLanguage('am', async () => {
      mockApi({
        [`GET /api/sellers/${HASH}`]: () =>
          codedError(404, 'SELLER_NOT_FOUND', 'This seller does not exist.'),
      });
      renderApp(`/sellers/${HASH}`, BUYER_SESSION);
      expect(await screen.findByText('ይህ ሻጭ የለም።')).toBeVisible();
    });
  });

  it('is linked from a listing, with the seller’s verified badge', async () => {
    mockApi({
      'GET /api/seller/carRent/abc123': () => [
        200,
        { status: 'success', data: { ...CAR_RENT_WIRE, sellerPhoneVerified: true } },
      ],
    });
    renderApp('/seller/carRent/abc123', BUYER_SESSION);
    const link = await screen.findByRole('link', { name: /Seller's profile and listings/ });
    expect(link).toHaveAttribute('href', `/sellers/${HASH}`);
    expect(screen.getByText('Phone verified')).toBeVisible();
  });
});
