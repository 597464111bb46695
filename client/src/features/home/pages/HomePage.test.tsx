import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp } from '../../../test/render';

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the four category tiles to their browse pages', () => {
    renderApp('/');
    const expected = {
      'Cars for Rent': '/getCarRent',
      'Houses for Rent': '/getHouseRent',
      'Cars for Sale': '/getCarSell',
      'Houses for Sale': '/getHouseSell',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('has the latest-listings section, the ad slot and the footer call to action', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Latest listings' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });

  it('searches the list the visitor picks, cars for rent unless another is chosen', async () => {
    mockApi({
      'GET /api/seller/carSell': () => [
        200,
        { status: 'success', data: [], meta: { page: 1, pageSize: 28, total: 0 } },
      ],
    });
    const { router } = renderApp('/', BUYER_SESSION);
    const type = screen.getByRole('combobox', { name: 'Search in' });
    expect(type).toHaveValue('carRent');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cars for Rent', 'Houses for Rent', 'Cars for Sale', 'Houses for Sale']);
    await userEvent.selectOptions(type, 'carSell');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search listings' }),
      ' toyota {Enter}',
    );
    await waitFor(() => expect(router.location.pathname).toBe('/getCarSell'));
    expect(router.location.search).toBe('?q=toyota');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('toyota');
  });

  it('names the search box in Amharic', async () => {
    renderApp('/');
    await inLanguage('am', async () => {
      expect(await screen.findByRole('searchbox', { name: 'ማስታወቂያዎችን ይፈልጉ' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ፈልግ' })).toBeInTheDocument();
    });
  });
});
