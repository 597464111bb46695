import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import {
  ADMIN_SESSION,
  BUYER_SESSION,
  renderWithProviders,
  SELLER_SESSION,
} from '../../../test/render';
import { subscribeOrigin } from '../../subscription/subscribe-origin';
import { SellerContactActions } from './SellerContactActions';

const subscription = (status: 'none' | 'active' | 'expired') => () =>
  [
    200,
    {
      status: 'success',
      data: {
        buyerId: 2,
        status,
        buyerSubscriptionAmount: status === 'none' ? 0 : 250,
        buyerSubscriptionCurrency: 'ETB',
        buyerSubscriptionEndDate: status === 'none' ? null : '2026-07-05T12:00:00.000Z',
        buyerSubscriptionDate: null,
      },
    },
  ] as [number, unknown];

const ADDRESS = () =>
  [
    200,
    {
      status: 'success',
      data: [
        {
          sellerId: 4,
          sellerFirstName: 'Abebe',
          sellerLastName: 'Kebede',
          sellerCountry: 'Ethiopia',
          sellerCity: 'Addis Ababa',
          PhoneNumber: '+251911234567',
        },
      ],
    },
  ] as [number, unknown];

const TRIAL_USED = () =>
  [
    200,
    {
      status: 'success',
      message: 'Free trial started successfully.',
      freeTrialsUsed: 1,
      freeTrials: 2,
      access: 'free-trial',
    },
  ] as [number, unknown];

const NOTIFIED = (message: string) => () =>
  [200, { status: 'success', message }] as [number, unknown];

function renderActions(session = BUYER_SESSION) {
  renderWithProviders(
    <SellerContactActions sellerId={4} listingType="houseRent" postHash="villa-1" />,
    session,
  );
}

const addressButton = () => screen.getByRole('button', { name: 'Get Seller Address' });
const notifyButton = () => screen.getByRole('button', { name: 'Notify the Seller Now' });
/** Notify the Seller Now, then send the dialog, with a message when one is given. */
async function notifySeller(message?: string) {
  await userEvent.click(notifyButton());
  const dialog = await screen.findByRole('dialog', { name: 'Notify the seller' });
  if (message !== undefined) {
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message to the seller (optional)' }),
      message,
    );
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Notify the Seller' }));
}
/** The calls these actions made (the session check on start is the AuthProvider's). */
const pathsOf = (calls: { method: string; path: string }[]) =>
  calls.map((c) => `${c.method} ${c.path}`).filter((call) => call !== 'GET /api/user/me');

/** Resolves a handler's reply when the test says so. */
function deferred() {
  let resolve: (reply: [number, unknown]) => void = () => {};
  const promise = new Promise<[number, unknown]>((r) => (resolve = r));
  return { handler: () => promise, resolve };
}

describe('Seller contact actions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it.each([
    ['a seller', SELLER_SESSION],
    ['staff', ADMIN_SESSION],
  ])('tells %s that the service is for buyers, without asking the server', async (_, session) => {
    const calls = mockApi({});
    renderActions(session);
    await userEvent.click(addressButton());
    expect(
      screen.getByText('Only buyers can access this service or register as a buyer!'),
    ).toBeVisible();
    await userEvent.click(notifyButton());
    expect(pathsOf(calls)).toEqual([]);
  });

  it('shows the address straight away with an active subscription', async () => {
    const address = deferred();
    const calls = mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'GET /api/seller/getAdress': address.handler,
    });
    renderActions();
    await userEvent.click(addressButton());
    await vi.waitFor(() => expect(addressButton()).toBeDisabled());

    address.resolve(ADDRESS());
    const table = await screen.findByRole('table', { name: 'Seller contact' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['First name', 'Abebe'],
      ['Last name', 'Kebede'],
      ['Country', 'Ethiopia'],
      ['City', 'Addis Ababa'],
      ['Phone number', '+251911234567'],
    ]);
    expect(within(table).getByRole('link', { name: '+251911234567' })).toHaveAttribute(
      'href',
      'tel:+251911234567',
    );
    // Once the address shows, the button stays off.
    expect(addressButton()).toBeDisabled();
    expect(pathsOf(calls)).toEqual(['GET /api/buyer/subscription', 'GET /api/seller/getAdress']);
  });

  it('unlocks the seller with a free trial when there is no subscription', async () => {
    const calls = mockApi({
      'GET /api/buyer/subscription': subscription('none'),
      'POST /api/buyer/free-trial': TRIAL_USED,
      'GET /api/seller/getAdress': ADDRESS,
    });
    renderActions();
    await userEvent.click(addressButton());
    expect(await screen.findByRole('link', { name: '+251911234567' })).toBeVisible();
    expect(screen.getByText('Unlocked with a free trial (1 of 2 used).')).toBeVisible();
    expect(pathsOf(calls)).toEqual([
      'GET /api/buyer/subscription',
      'POST /api/buyer/free-trial',
      'GET /api/seller/getAdress',
    ]);
    expect(calls.find((c) => c.path === '/api/buyer/free-trial')?.body).toEqual({ sellerId: 4 });
  });

  it('says all free trials are used, links to Subscribe and lets the buyer try again', async () => {
    const calls = mockApi({
      'GET /api/buyer/subscription': subscription('expired'),
      'POST /api/buyer/free-trial': () => apiError(403, 'You have used all your free trials'),
    });
    renderActions();
    await userEvent.click(addressButton());
    const notice = (await screen.findByText(/You have used all your free trials/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/buyer/subscibe',
    );
    expect(addressButton()).toBeEnabled();
    expect(screen.queryByRole('table')).toBeNull();
    expect(pathsOf(calls)).not.toContain('GET /api/seller/getAdress');
  });

  it('says when the address cannot be fetched', async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'GET /api/seller/getAdress': () => apiError(500, 'Internal server error'),
    });
    renderActions();
    await userEvent.click(addressButton());
    expect(await screen.findByText('Failed to fetch seller address.')).toBeVisible();
    expect(addressButton()).toBeEnabled();
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to start free trial.'],
    ['am', 'ነፃ ሙከራውን መጀመር አልተሳካም።'],
  ])(
    "shows the spec's text, not the server's, when the free trial fails (%s)",
    async (lang, text) => {
      mockApi({
        'GET /api/buyer/subscription': subscription('none'),
        'POST /api/buyer/free-trial': () => apiError(500, 'Internal server error'),
      });
      renderActions();
      await userEvent.click(addressButton());
      const alert = await screen.findByRole('alert');
      expect(addressButton()).toBeEnabled();
      await inLanguage(lang, async () => {
        await vi.waitFor(() => expect(alert).toHaveTextContent(text));
        expect(alert).not.toHaveTextContent('Internal server error');
      });
    },
  );

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to fetch subscription.'],
    ['am', 'የደንበኝነት ምዝገባውን ማምጣት አልተቻለም።'],
  ])("shows the spec's text when the subscription cannot be read (%s)", async (lang, text) => {
    mockApi({ 'GET /api/buyer/subscription': () => apiError(500, 'Internal server error') });
    renderActions();
    await userEvent.click(addressButton());
    const alert = await screen.findByRole('alert');
    await inLanguage(lang, async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it("shows the server's reason when it refuses the free trial", async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('none'),
      'POST /api/buyer/free-trial': () => apiError(400, 'sellerId is required!'),
    });
    renderActions();
    await userEvent.click(addressButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('sellerId is required!');
  });

  it('notifies the seller about this listing with an active subscription', async () => {
    const calls = mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': NOTIFIED('Seller notified successfully!'),
    });
    renderActions();
    await notifySeller();
    expect(await screen.findByText('Seller notified successfully!')).toBeVisible();
    const request = calls.find((c) => c.path === '/api/buyer/request');
    expect(request?.body).toEqual({ sellerId: 4, listingType: 'houseRent', postHash: 'villa-1' });
  });

  it('says when the seller was already notified', async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': NOTIFIED('You have already notified this seller.'),
    });
    renderActions();
    await notifySeller();
    expect(await screen.findByText('You have already notified this seller.')).toBeVisible();
  });

  it('asks for a subscription before notifying, without sending the request', async () => {
    const calls = mockApi({ 'GET /api/buyer/subscription': subscription('none') });
    renderActions();
    await userEvent.click(notifyButton());
    const notice = (
      await screen.findByText(/You need an active subscription to notify the seller\./)
    ).closest('[role="alert"]') as HTMLElement;
    const subscribe = within(notice).getByRole('link', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('href', '/buyer/subscibe');
    expect(pathsOf(calls)).toEqual(['GET /api/buyer/subscription']);
    // No message to write before subscribing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The payment's return page leads back to where the buyer was.
    await userEvent.click(subscribe);
    expect(subscribeOrigin.read()).toBe('/');
  });

  it('shows the subscription notice when the server refuses the request (403)', async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': () =>
        apiError(403, 'You need an active subscription to notify the seller.'),
    });
    renderActions();
    await notifySeller();
    expect(
      await screen.findByText(/You need an active subscription to notify the seller\./),
    ).toBeVisible();
  });

  it("shows the spec's text in Amharic, not the server's, when notifying fails", async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': () => apiError(500, 'Internal server error'),
    });
    renderActions();
    await notifySeller();
    const alert = await screen.findByRole('alert');
    await inLanguage('am', async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent('ለሻጩ ማሳወቅ አልተሳካም። እባክዎ እንደገና ይሞክሩ።'));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it('tells a failed request from a lost connection', async () => {
    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': () => apiError(500, 'Internal server error'),
    });
    renderActions();
    await notifySeller();
    expect(await screen.findByText('Failed to notify the seller. Please try again.')).toBeVisible();

    mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await notifySeller();
    expect(await screen.findByText('An error occurred while notifying the seller.')).toBeVisible();
  });

  it('sends the buyer’s message with the request, trimmed', async () => {
    const calls = mockApi({
      'GET /api/buyer/subscription': subscription('active'),
      'POST /api/buyer/request': NOTIFIED('Seller notified successfully!'),
    });
    renderActions();
    await notifySeller('   Is the villa free in May?  ');
    expect(await screen.findByText('Seller notified successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const request = calls.find((c) => c.path === '/api/buyer/request');
    expect(request?.body).toEqual({
      sellerId: 4,
      listingType: 'houseRent',
      postHash: 'villa-1',
      message: 'Is the villa free in May?',
    });
  });

  it('counts the message against its limit and stops typing there', async () => {
    mockApi({ 'GET /api/buyer/subscription': subscription('active') });
    renderActions();
    await userEvent.click(notifyButton());
    const field = await screen.findByRole('textbox', { name: 'Message to the seller (optional)' });
    expect(screen.getByText('0 of 500 characters')).toBeVisible();
    await userEvent.type(field, 'Hello');
    expect(screen.getByText('5 of 500 characters')).toBeVisible();
    expect(field).toHaveAttribute('maxlength', '500');
  });

  it('sends no request when the buyer cancels the dialog', async () => {
    const calls = mockApi({ 'GET /api/buyer/subscription': subscription('active') });
    renderActions();
    await userEvent.click(notifyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Notify the seller' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathsOf(calls)).toEqual(['GET /api/buyer/subscription']);
  });
});
