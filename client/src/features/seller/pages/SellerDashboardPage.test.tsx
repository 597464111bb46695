import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_WALL_DELAY_MS } from '../../../app/auth/RequireAuth';
import { mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { unreadReply } from '../../requests/test-fixtures';

const TILES: [string, string][] = [
  ['Post Car for Rent', '/seller/postRentCar'],
  ['Post House for Rent', '/seller/postHouseRent'],
  ['Post Car for Sale', '/seller/postSellCar'],
  ['Post House for Sale', '/seller/postSellHouse'],
  ['My Cars for Rent', '/seller/carRent'],
  ['My Houses for Rent', '/seller/houseRent'],
  ['My Cars for Sale', '/seller/carSell'],
  ['My Houses for Sale', '/seller/houseSell'],
  ['Subscribe', '/seller/subscribe'],
  ['Request from Buyer', '/seller/request'],
  ['History', '/seller/history'],
];

describe('Seller dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the eleven tiles with their links', async () => {
    mockApi({});
    renderApp('/seller/adminPost', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Seller dashboard' });
    const tiles = within(screen.getByRole('list', { name: 'Seller actions' })).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(TILES);
  });

  it('has a side menu whose Post and Posted drop down to the four types', async () => {
    mockApi({});
    renderApp('/seller/adminPost', SELLER_SESSION);
    const menu = await screen.findByRole('navigation', { name: 'Seller menu' });
    expect(within(menu).queryByRole('link', { name: 'Post Car for Rent' })).toBeNull();

    await userEvent.click(within(menu).getByRole('button', { name: 'Post' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Posted' }));
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([['Seller dashboard', '/seller/adminPost'], ...TILES]);
  });

  it('opens the menu in a drawer from the Seller menu button, and closes it', async () => {
    mockApi({});
    renderApp('/seller/postSellHouse', SELLER_SESSION);
    await userEvent.click(await screen.findByRole('button', { name: 'Seller menu' }));
    const drawer = await screen.findByRole('presentation');
    // The current page's group starts open.
    expect(within(drawer).getByRole('link', { name: 'Post House for Sale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close seller menu' }));
    await vi.waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });

  it('names the new requests on the menu button, and nothing else when there are none', async () => {
    mockApi({ 'GET /api/buyer/request/unread': unreadReply(2) });
    renderApp('/seller/adminPost', SELLER_SESSION);
    expect(
      await screen.findByRole('button', { name: 'Seller menu (2 new requests)' }),
    ).toBeInTheDocument();
  });

  it('is for sellers only', async () => {
    mockApi({});
    const { router } = renderApp('/seller/postRentCar', BUYER_SESSION);
    // The guard says 'Unauthorized Access' first, then sends the visitor on.
    await vi.waitFor(() => expect(router.location.pathname).toBe('/Otherunauthorized'), {
      timeout: LOGIN_WALL_DELAY_MS + 2000,
    });
  });
});
