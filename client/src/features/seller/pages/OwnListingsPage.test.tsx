import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { CAR_RENT_WIRE, pageOf } from '../test-fixtures';

const listUrls = () =>
  (globalThis.fetch as Mock).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/perSeller/carRent')
    .map((url) => url.search);

describe('Own listings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows cards with Edit and Delete links, twelve to a page', async () => {
    mockApi({ 'GET /api/perSeller/carRent': () => pageOf([CAR_RENT_WIRE], 13) });
    const { router } = renderApp('/seller/carRent', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'My Cars for Rent' });

    expect(await screen.findByRole('link', { name: 'Edit Toyota Vitz' })).toHaveAttribute(
      'href',
      '/seller/carRent/edit/abc123',
    );
    expect(screen.getByRole('link', { name: 'Delete Toyota Vitz' })).toHaveAttribute(
      'href',
      '/seller/carRent/delete/abc123',
    );
    expect(screen.getByRole('link', { name: 'Mark Toyota Vitz as rented' })).toHaveAttribute(
      'href',
      '/car/rent/postHistory/abc123',
    );
    expect(screen.getByRole('link', { name: /^Toyota Vitz/ })).toHaveAttribute(
      'href',
      '/seller/carRent/abc123',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(listUrls()).toEqual(['?page=1&pageSize=12']);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.location.search).toBe('?page=2');
    expect(listUrls()).toContain('?page=2&pageSize=12');
  });

  it('says when there is nothing posted yet', async () => {
    mockApi({ 'GET /api/perSeller/carRent': () => pageOf([]) });
    renderApp('/seller/carRent', SELLER_SESSION);
    expect(await screen.findByText('No car rental data available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Car for Rent' })).toHaveAttribute(
      'href',
      '/seller/postRentCar',
    );
  });

  it.each([
    ['en', 'carRent', 'An error occurred during getting cars.'],
    ['en', 'houseSell', 'An error occurred during getting houses.'],
    ['am', 'carSell', 'መኪኖቹን በማምጣት ላይ ስህተት ተከስቷል።'],
    ['am', 'houseRent', 'ቤቶቹን በማምጣት ላይ ስህተት ተከስቷል።'],
  ] as const)(
    'shows the spec text (%s) when the %s list fails on the server',
    async (lang, type, text) => {
      mockApi({ [`GET /api/perSeller/${type}`]: () => apiError(500, 'Internal server error') });
      await inLanguage(lang, async () => {
        renderApp(`/seller/${type}`, SELLER_SESSION);
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(screen.queryByText(/Internal server error/)).not.toBeInTheDocument();
      });
    },
  );

  it('shows the spec text when the list gets no answer', async () => {
    mockApi({ 'GET /api/perSeller/houseRent': () => Promise.reject(new TypeError('offline')) });
    renderApp('/seller/houseRent', SELLER_SESSION);
    expect(await screen.findByText('An error occurred during getting houses.')).toBeInTheDocument();
  });
});
