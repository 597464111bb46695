import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp } from '../../../test/render';

function carSell(n: number) {
  return {
    type: 'carSell',
    postHash: `car-${n}`,
    sellerId: 1,
    sellerCarSellVehicleMake: 'Toyota',
    sellerCarSellVehicleModel: `Model ${n}`,
    sellerCarSellVehicleYear: 2015,
    sellerCarSellPrice: 1_000_000 + n,
    sellerCarSellVehiclePriceCurrency: 'ETB',
    sellerCarSellCountry: 'Ethiopia',
    sellerCarSellRegion: 'Oromia',
    sellerCarSellCity: 'Adama',
    sellerCarSellSubcity: 'Bole',
    sellerCarSellThumbnail: `/uploads/${n}-thumb.webp`,
    sellerCarSellAddedDate: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

describe('Browse page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setWidth(1024);
  });

  it('asks the server for 7 rows of 5 columns on a wide screen and shows the cards', async () => {
    setWidth(1440);
    const calls = mockApi({
      'GET /api/seller/carSell': () => [
        200,
        {
          status: 'success',
          data: [carSell(1), carSell(2)],
          meta: { page: 1, pageSize: 35, total: 2 },
        },
      ],
    });
    renderApp('/getCarSell', BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Cars for Sale' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Toyota Model 1/ });
    expect(card).toHaveAttribute('href', '/seller/carSell/car-1');
    expect(within(card).getByText('ETB 1,000,001')).toBeInTheDocument();
    expect(within(card).getByText('5 min ago')).toBeInTheDocument();
    expect(within(card).getByText('Oromia, Ethiopia')).toBeInTheDocument();
    const browse = calls.find((c) => c.path === '/api/seller/carSell')!;
    expect(browse).toBeDefined();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('uses 14 per page on a phone, pages with Previous/Next, and starts again on a new search', async () => {
    setWidth(360);
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/user/me')
          return Promise.resolve(new Response('{}', { status: 200 }));
        seen.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return Promise.resolve(
          new Response(
            JSON.stringify({
              status: 'success',
              data: [carSell(page)],
              meta: { page, pageSize: 14, total: 30 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        );
      }),
    );
    renderApp('/getCarSell', BUYER_SESSION);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(seen[0]).toContain('pageSize=14');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vitz');
    await waitFor(() => expect(seen.at(-1)).toContain('q=vitz'));
    expect(seen.at(-1)).toContain('page=1');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows a capped total as a lower bound and keeps Next on', async () => {
    setWidth(360);
    mockApi({
      'GET /api/seller/carSell': () => [
        200,
        {
          status: 'success',
          data: [carSell(1)],
          meta: { page: 1, pageSize: 14, total: 1000, totalCapped: true },
        },
      ],
    });
    renderApp('/getCarSell', BUYER_SESSION);
    expect(await screen.findByText('Page 1 of 72+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says so when there are no listings, and shows the fetch error otherwise', async () => {
    mockApi({
      'GET /api/seller/houseRent': () => [
        200,
        { status: 'success', data: [], meta: { page: 1, pageSize: 28, total: 0 } },
      ],
    });
    renderApp('/getHouseRent', BUYER_SESSION);
    expect(await screen.findByText('No house rental data available.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi({
      'GET /api/seller/carRent': () => [
        500,
        { status: 'error', statusCode: 500, message: 'Internal server error', code: 'UNEXPECTED' },
      ],
    });
    renderApp('/getCarRent', BUYER_SESSION);
    expect(
      await screen.findByText('Failed to fetch car rental data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});
