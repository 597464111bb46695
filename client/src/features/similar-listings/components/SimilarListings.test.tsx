import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp } from '../../../test/render';
import { CAR_RENT_WIRE } from '../../seller/test-fixtures';

const like = (postHash: string, model: string) => ({
  ...CAR_RENT_WIRE,
  postHash,
  sellerCarRentVehicleModel: model,
});

describe('Similar listings on a listing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the similar listings under the listing, each leading to its own page', async () => {
    const calls = mockApi({
      'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
      'GET /api/seller/carRent/abc123/similar': () => [
        200,
        { status: 'success', data: [like('yaris-1', 'Yaris'), like('corolla-1', 'Corolla')] },
      ],
    });
    renderApp('/seller/carRent/abc123', BUYER_SESSION);
    const section = await screen.findByRole('region', { name: 'Similar listings' });
    const cards = await within(section).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/seller/carRent/yaris-1',
      '/seller/carRent/corolla-1',
    ]);
    expect(within(section).getByText('Toyota Yaris')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/seller/carRent/abc123/similar')).toHaveLength(1);
  });

  it('shows nothing when there are none, or they fail to load', async () => {
    for (const reply of [
      [200, { status: 'success', data: [] }],
      [500, { status: 'error', statusCode: 500, message: 'boom', correlationId: 'x' }],
    ] as [number, unknown][]) {
      const calls = mockApi({
        'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
        'GET /api/seller/carRent/abc123/similar': () => reply,
      });
      const { unmount } = renderApp('/seller/carRent/abc123', BUYER_SESSION);
      await screen.findByRole('heading', { name: /Toyota Vitz/ });
      await waitFor(() =>
        expect(calls.some((c) => c.path === '/api/seller/carRent/abc123/similar')).toBe(true),
      );
      await waitFor(() => expect(screen.queryByTestId('similar-listings')).not.toBeInTheDocument());
      expect(screen.queryByText('Similar listings')).not.toBeInTheDocument();
      expect(screen.queryByText('boom')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is titled in Amharic', async () => {
    await inLanguage('am', async () => {
      mockApi({
        'GET /api/seller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
        'GET /api/seller/carRent/abc123/similar': () => [
          200,
          { status: 'success', data: [like('yaris-1', 'Yaris')] },
        ],
      });
      renderApp('/seller/carRent/abc123', BUYER_SESSION);
      expect(await screen.findByRole('region', { name: 'ተመሳሳይ ማስታወቂያዎች' })).toBeInTheDocument();
    });
  });
});
