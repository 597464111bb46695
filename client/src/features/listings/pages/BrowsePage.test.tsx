import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { inLanguage } from '../../../test/language';
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
        if (url.pathname !== '/api/seller/carSell')
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

  it('reaches the next and previous pages from the cursors of the page it shows', async () => {
    setWidth(360);
    const refused = new Set(['after-4']);
    const calls = mockApi({
      'GET /api/seller/carSell': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        const cursor = url.searchParams.get('cursor');
        if (cursor && refused.has(cursor)) {
          return [
            400,
            { status: 'error', statusCode: 400, code: 'PAGE_CURSOR_INVALID', message: 'x' },
          ];
        }
        return [
          200,
          {
            status: 'success',
            data: [carSell(page)],
            meta: {
              page,
              pageSize: 14,
              total: 14 * 5,
              next: page < 5 ? `after-${page}` : undefined,
              previous: page > 2 ? `before-${page}` : undefined,
            },
          },
        ];
      },
    });
    const browses = () => calls.filter((call) => call.path === '/api/seller/carSell');
    const last = () => Object.fromEntries(browses().at(-1)!.query);
    renderApp('/getCarSell?page=3', BUYER_SESSION);
    expect(await screen.findByText('Page 3 of 5')).toBeInTheDocument();
    // Opened by its number: no page beside it had been seen.
    expect(last()).toEqual({ page: '3', pageSize: '14' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 4 of 5')).toBeInTheDocument();
    expect(last()).toEqual({ page: '4', pageSize: '14', cursor: 'after-3' });
    // A cursor the server no longer takes: the page is asked for by its number.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toEqual({ page: '5', pageSize: '14' }));
    expect(browses().at(-2)!.query.get('cursor')).toBe('after-4');
    expect(await screen.findByRole('link', { name: /Toyota Model 5/ })).toBeInTheDocument();
    for (const page of [4, 3, 2]) {
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText(`Page ${page} of 5`)).toBeInTheDocument();
    }
    expect(last()).toEqual({ page: '2', pageSize: '14', cursor: 'before-3' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

  describe('filters', () => {
    const choices = {
      status: 'success',
      data: {
        makes: [
          { make: 'Hyundai', models: ['i10'] },
          { make: 'Toyota', models: ['Corolla', 'Vitz'] },
        ],
        places: [{ region: 'Oromia', cities: [{ city: 'Adama', subcities: ['Dabe'] }] }],
      },
    };
    /** A server that answers every browse with one car and `total` matches. */
    function server(total = 3, capped = false) {
      return mockApi({
        'GET /api/seller/carSell': (_body, url) => [
          200,
          {
            status: 'success',
            data: [carSell(Number(url.searchParams.get('page') ?? 1))],
            meta: { page: 1, pageSize: 35, total, totalCapped: capped },
          },
        ],
        'GET /api/listings/carSell/choices': () => [200, choices],
      });
    }
    const lastBrowse = (calls: ReturnType<typeof mockApi>) =>
      Object.fromEntries(calls.filter((c) => c.path === '/api/seller/carSell').at(-1)!.query);

    it('asks for what the URL names and shows it as set', async () => {
      setWidth(1440);
      const calls = server(1200, true);
      renderApp(
        '/getCarSell?q=vitz&make=Toyota&minYear=2010&fuel=Diesel&sort=priceAsc&page=2&bedrooms=3',
        BUYER_SESSION,
      );
      expect(await screen.findByText('1200+ listings')).toBeInTheDocument();
      expect(lastBrowse(calls)).toEqual({
        q: 'vitz',
        make: 'Toyota',
        minYear: '2010',
        fuel: 'Diesel',
        sort: 'priceAsc',
        currency: 'ETB',
        page: '2',
        pageSize: '35',
      });
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('vitz');
      expect(screen.getByTestId('sort')).toHaveValue('priceAsc');
      expect(screen.getByText('Make: Toyota')).toBeInTheDocument();
      expect(screen.getByText('Year: from 2010')).toBeInTheDocument();
      expect(screen.getByText('Fuel: Diesel')).toBeInTheDocument();
      expect(await screen.findByTestId('filter-make')).toHaveValue('Toyota');
    });

    it('puts a chosen filter in the URL from the first page, and the back button takes it away', async () => {
      setWidth(1440);
      const calls = server();
      const { router } = renderApp('/getCarSell?page=2', BUYER_SESSION);
      const make = await screen.findByTestId('filter-make');
      await waitFor(() => expect(within(make).getByText('Toyota')).toBeInTheDocument());
      await userEvent.selectOptions(make, 'Toyota');
      await waitFor(() => expect(router.location.search).toBe('?make=Toyota'));
      await waitFor(() => expect(lastBrowse(calls)).toMatchObject({ make: 'Toyota', page: '1' }));
      const model = screen.getByTestId('filter-model');
      expect(
        within(model)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any', 'Corolla', 'Vitz']);
      await userEvent.selectOptions(model, 'Vitz');
      await userEvent.selectOptions(screen.getByTestId('sort'), 'priceDesc');
      await waitFor(() =>
        expect(router.location.search).toBe('?make=Toyota&model=Vitz&sort=priceDesc'),
      );
      await userEvent.type(screen.getByTestId('filter-minPrice'), '500000');
      await waitFor(() => expect(lastBrowse(calls)).toMatchObject({ minPrice: '500000' }));
      expect(lastBrowse(calls)).toMatchObject({ currency: 'ETB', sort: 'priceDesc' });
      expect(screen.getByTestId('filter-currency')).toHaveValue('ETB');
      expect(await screen.findByText('Price: from ETB 500,000')).toBeInTheDocument();

      await act(() => router.navigate(-1));
      await waitFor(() =>
        expect(router.location.search).toBe('?make=Toyota&model=Vitz&sort=priceDesc'),
      );
      expect(screen.getByTestId('filter-minPrice')).toHaveValue('');
      expect(screen.queryByText(/^Price: from/)).not.toBeInTheDocument();
    });

    it('applies a typed year once it is one, and marks a field left with part of one', async () => {
      setWidth(1440);
      const calls = server();
      const { router } = renderApp('/getCarSell', BUYER_SESSION);
      const year = await screen.findByTestId('filter-minYear');
      await userEvent.type(year, '20');
      await userEvent.tab();
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(router.location.search).toBe('');
      expect(year).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(year, '15');
      await waitFor(() => expect(router.location.search).toBe('?minYear=2015'));
      await waitFor(() => expect(lastBrowse(calls)).toMatchObject({ minYear: '2015' }));
      expect(year).toHaveAttribute('aria-invalid', 'false');
    });

    it('clears every filter and the order in one tap, keeping the search words', async () => {
      setWidth(1440);
      const calls = server();
      const { router } = renderApp(
        '/getCarSell?q=vitz&make=Toyota&model=Vitz&minYear=2010&sort=priceAsc',
        BUYER_SESSION,
      );
      await userEvent.click(await screen.findByTestId('clear-all'));
      await waitFor(() => expect(router.location.search).toBe('?q=vitz'));
      await waitFor(() =>
        expect(lastBrowse(calls)).toEqual({ q: 'vitz', page: '1', pageSize: '35' }),
      );
      expect(screen.queryByText('Make: Toyota')).not.toBeInTheDocument();
      expect(screen.queryByTestId('clear-all')).not.toBeInTheDocument();
    });

    it('removes one filter with its chip', async () => {
      setWidth(1440);
      server();
      const { router } = renderApp(
        '/getCarSell?make=Toyota&minYear=2010&maxYear=2015',
        BUYER_SESSION,
      );
      await userEvent.click(
        await screen.findByRole('button', { name: 'Remove Year: 2010 – 2015' }),
      );
      await waitFor(() => expect(router.location.search).toBe('?make=Toyota'));
    });

    it('opens as a bottom sheet on a phone, with the count and clear all', async () => {
      setWidth(360);
      const calls = server(7);
      const { router } = renderApp('/getCarSell?fuel=Petrol', BUYER_SESSION);
      expect(await screen.findByText('7 listings')).toBeInTheDocument();
      expect(screen.queryByTestId('filter-form')).not.toBeInTheDocument();
      await userEvent.click(screen.getByTestId('filters-button'));
      const sheet = await screen.findByRole('dialog');
      expect(within(sheet).getByText('Filter listings')).toBeInTheDocument();
      await userEvent.selectOptions(within(sheet).getByTestId('filter-transmission'), 'Manual');
      await waitFor(() => expect(router.location.search).toBe('?fuel=Petrol&transmission=Manual'));
      expect(within(sheet).getByTestId('filter-show')).toHaveTextContent('Show 7 listings');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
      await waitFor(() => expect(router.location.search).toBe(''));
      await waitFor(() => expect(lastBrowse(calls)).toEqual({ page: '1', pageSize: '14' }));
      await userEvent.click(within(sheet).getByTestId('filter-show'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('offers a house only the filters houses have, in Amharic too', async () => {
      setWidth(1440);
      mockApi({
        'GET /api/seller/houseRent': () => [
          200,
          { status: 'success', data: [], meta: { page: 1, pageSize: 35, total: 0 } },
        ],
        'GET /api/listings/houseRent/choices': () => [
          200,
          { status: 'success', data: { makes: [], places: [] } },
        ],
      });
      renderApp('/getHouseRent?bedrooms=2', BUYER_SESSION);
      expect(await screen.findByText('No listings match your search.')).toBeInTheDocument();
      await screen.findByTestId('filter-bedrooms');
      expect(screen.queryByTestId('filter-make')).not.toBeInTheDocument();
      expect(screen.getByTestId('filter-rentPeriod')).toBeInTheDocument();
      expect(screen.getByTestId('filter-minArea')).toBeInTheDocument();
      await inLanguage('am', async () => {
        expect(await screen.findByText('መኝታ ቤቶች፦ 2 ወይም ከዚያ በላይ')).toBeInTheDocument();
        expect(screen.getByRole('option', { name: 'በወር' })).toBeInTheDocument();
      });
    });
  });
});
