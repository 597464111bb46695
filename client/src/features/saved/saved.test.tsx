import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codedError, lastCallTo, mockApi } from '../../test/mock-api';
import { inLanguage } from '../../test/language';
import {
  ADMIN_SESSION,
  BUYER_SESSION,
  renderApp,
  renderWithProviders,
  SELLER_SESSION,
} from '../../test/render';
import { SITE_SETTINGS_META } from '../../app/site-settings';
import { CAR_RENT_WIRE } from '../seller/test-fixtures';
import { FavouriteButton } from './components/FavouriteButton';

const ok = (data?: unknown) => () => [200, { status: 'success', data }] as [number, unknown];
const snapshot = (postHash: string, overrides: Record<string, unknown> = {}) => ({
  type: 'carSell',
  postHash,
  title: 'Toyota Vitz 2015',
  price: 1850000,
  currency: 'ETB',
  rentPeriod: null,
  city: 'Addis Ababa',
  thumbnail: `/uploads/listings/${postHash}/front-thumb.webp`,
  ...overrides,
});
const favourite = (postHash: string, state: string, overrides: Record<string, unknown> = {}) => ({
  ...snapshot(postHash, overrides),
  state,
  savedAt: '2030-01-01T10:00:00.000Z',
});

/** The page as the server serves it with PUBLIC_BROWSING on. */
function servedWith(publicBrowsing: boolean) {
  const meta = document.createElement('meta');
  meta.name = SITE_SETTINGS_META;
  meta.content = JSON.stringify({ publicBrowsing });
  document.head.appendChild(meta);
}

describe('Favourites', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll(`meta[name="${SITE_SETTINGS_META}"]`).forEach((m) => m.remove());
  });

  it('the heart saves a listing and takes it out again', async () => {
    let saved: unknown[] = [];
    const calls = mockApi({
      'GET /api/favourites': () => ok(saved)(),
      'PUT /api/favourites/p1': () => ok((saved = [favourite('p1', 'available')])[0])(),
      'DELETE /api/favourites/p1': () => ok((saved = []))(),
    });
    renderWithProviders(<FavouriteButton postHash="p1" title="Toyota Vitz" />, BUYER_SESSION);
    const heart = await screen.findByRole('button', { name: 'Save Toyota Vitz to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    const savedHeart = await screen.findByRole('button', {
      name: 'Remove Toyota Vitz from favourites',
    });
    await waitFor(() => expect(savedHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(lastCallTo(calls, '/api/favourites/p1', 'PUT')).toBeDefined();
    fireEvent.click(savedHeart);
    expect(
      await screen.findByRole('button', { name: 'Save Toyota Vitz to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(lastCallTo(calls, '/api/favourites/p1', 'DELETE')).toBeDefined();
  });

  it('asks a visitor to log in, and brings them back to the listing', async () => {
    servedWith(true);
    mockApi({ 'GET /api/seller/carRent/abc123': ok({ ...CAR_RENT_WIRE, email: undefined }) });
    const { router } = renderApp('/seller/carRent/abc123');
    fireEvent.click(await screen.findByRole('button', { name: /^Save .+ to favourites$/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByText('Log in to save listings to your favourites.')).toBeVisible();
    const state = router.location.state as { from: { pathname: string } };
    expect(state.from.pathname).toBe('/seller/carRent/abc123');
  });

  it('staff see no heart, nor does a seller on their own listing', () => {
    mockApi({});
    const { unmount } = renderWithProviders(
      <FavouriteButton postHash="p1" title="Toyota Vitz" />,
      ADMIN_SESSION,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const own = SELLER_SESSION.userType === 'seller' ? SELLER_SESSION.userDetails.sellerId : 0;
    renderWithProviders(
      <>
        <FavouriteButton postHash="p1" title="Own car" sellerId={own} />
        <FavouriteButton postHash="p2" title="Other car" sellerId={own + 1} />
      </>,
      SELLER_SESSION,
    );
    expect(screen.queryByRole('button', { name: /Own car/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Other car to favourites' })).toBeVisible();
  });

  it('lists favourites, saying which were sold, rented, hidden or removed, in Amharic too', async () => {
    mockApi({
      'GET /api/favourites': ok([
        favourite('a', 'available', { title: 'Toyota Yaris 2018' }),
        favourite('s', 'sold'),
        favourite('r', 'rented', { type: 'houseRent', title: 'Villa, 3 bedrooms, 200 m²' }),
        favourite('h', 'unavailable'),
        favourite('x', 'removed'),
      ]),
    });
    renderApp('/account/favourites', BUYER_SESSION);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/seller/carSell/a');
    expect(within(items[1]).getByText('Sold')).toBeVisible();
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByText('Rented')).toBeVisible();
    expect(within(items[3]).getByText('No longer available')).toBeVisible();
    expect(within(items[4]).getByText('Removed by the seller')).toBeVisible();
    expect(within(items[4]).getByText('Toyota Vitz 2015')).toBeVisible();

    await inLanguage('am', async () => {
      expect(await within(items[1]).findByText('ተሽጧል')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'የተወደዱ' })).toBeVisible();
    });
  });
});

describe('Saved searches', () => {
  afterEach(() => vi.unstubAllGlobals());

  const search = {
    id: 7,
    name: 'Vitz under 2M',
    type: 'carSell',
    query: { q: 'vitz', maxPrice: 2000000, currency: 'ETB' },
    emailAlerts: true,
    createdAt: '2030-01-01T10:00:00.000Z',
  };

  it('opens, renames, switches the e-mails of and deletes a saved search', async () => {
    let current = [search];
    const calls = mockApi({
      'GET /api/saved-searches': () => ok(current)(),
      'PATCH /api/saved-searches/7': (body) =>
        ok((current = [{ ...current[0], ...(body as object) }])[0])(),
      'DELETE /api/saved-searches/7': () => ok((current = []))(),
    });
    renderApp('/account/saved-searches', BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Vitz under 2M' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show listings' })).toHaveAttribute(
      'href',
      '/getCarSell?q=vitz&maxPrice=2000000&currency=ETB',
    );
    expect(screen.getByText('Up to: 2000000')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Vitz under 2M' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Cheap Vitz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Cheap Vitz' })).toBeVisible();
    expect(lastCallTo(calls, '/api/saved-searches/7', 'PATCH').body).toEqual({
      name: 'Cheap Vitz',
    });

    fireEvent.click(screen.getByRole('switch', { name: 'E-mail me new matches' }));
    await waitFor(() =>
      expect(lastCallTo(calls, '/api/saved-searches/7', 'PATCH').body).toEqual({
        emailAlerts: false,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Cheap Vitz' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
  });

  it('saves the browse as the URL has it, under a name', async () => {
    const calls = mockApi({
      'GET /api/seller/carSell': ok([]),
      'POST /api/saved-searches': (body) => ok({ ...search, ...(body as object), id: 8 })(),
    });
    renderApp('/getCarSell?q=vitz&maxPrice=2000000&page=3', BUYER_SESSION);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Vitz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/New listings that match will show/)).toBeVisible();
    expect(lastCallTo(calls, '/api/saved-searches', 'POST').body).toEqual({
      name: 'Vitz',
      type: 'carSell',
      query: { q: 'vitz', maxPrice: '2000000', currency: 'ETB' },
      emailAlerts: true,
    });
  });

  it('the e-mail link turns that search off without signing in', async () => {
    const calls = mockApi({
      'POST /api/saved-searches/unsubscribe': ok({ name: 'Vitz under 2M' }),
    });
    renderApp('/unsubscribe?search=7&token=abcdefghijkl');
    expect(
      await screen.findByText(
        'You will get no more e-mails about “Vitz under 2M”. Its alerts still show on the site.',
      ),
    ).toBeVisible();
    expect(lastCallTo(calls, '/api/saved-searches/unsubscribe', 'POST').body).toEqual({
      search: 7,
      token: 'abcdefghijkl',
    });
  });

  it('a spoilt link says so, in the user’s language', async () => {
    mockApi({
      'POST /api/saved-searches/unsubscribe': () =>
        codedError(404, 'UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid.'),
    });
    renderApp('/unsubscribe?search=7&token=abcdefghijkl');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeVisible();
  });
});

describe('Alerts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the unread count only once the page has loaded, not while it is being built', async () => {
    const calls = mockApi({
      'GET /api/alerts/unread': () => ok({ unread: 3 })(),
      'GET /api/alerts': () => [
        200,
        { status: 'success', data: [], meta: { page: 1, pageSize: 20, total: 0, unread: 3 } },
      ],
    });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      renderApp('/alerts', BUYER_SESSION);
      expect(await screen.findByRole('link', { name: 'Alerts' })).toBeVisible();
      expect(calls.some((call) => call.path === '/api/alerts/unread')).toBe(false);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
    window.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('link', { name: 'Alerts: 3 new' })).toBeVisible();
  });

  it('shows the unread count in the header, lists new matches and price drops, marks them read', async () => {
    let unread = 2;
    const alert = (id: number, kind: string, read: boolean, extra: Record<string, unknown>) => ({
      id,
      kind,
      savedSearchId: kind === 'newMatch' ? 7 : null,
      searchName: kind === 'newMatch' ? 'Vitz under 2M' : null,
      previousPrice: null,
      read,
      createdAt: '2030-01-01T10:00:00.000Z',
      ...extra,
    });
    const calls = mockApi({
      'GET /api/alerts/unread': () => ok({ unread })(),
      'GET /api/alerts': () => [
        200,
        {
          status: 'success',
          data: [
            alert(2, 'priceDrop', unread === 0, {
              listing: snapshot('d', { price: 1700000 }),
              previousPrice: 1850000,
            }),
            alert(1, 'newMatch', unread === 0, { listing: snapshot('n') }),
          ],
          meta: { page: 1, pageSize: 20, total: 2, unread },
        },
      ],
      'POST /api/alerts/read': () => ok((unread = 0))(),
    });
    renderApp('/alerts', BUYER_SESSION);
    expect(await screen.findByRole('link', { name: 'Alerts: 2 new' })).toBeVisible();
    expect(await screen.findByText('New for “Vitz under 2M”')).toBeVisible();
    expect(screen.getByText('Price dropped on a favourite')).toBeVisible();
    const [drop] = screen.getAllByRole('listitem');
    expect(drop.querySelector('s')).toHaveTextContent('1,850,000');
    expect(drop).toHaveTextContent(/→ .*1,700,000/);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeVisible();
    expect(lastCallTo(calls, '/api/alerts/read', 'POST')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});
