import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, codedError, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { subscriptionReply } from '../../seller/test-fixtures';
import { externalRedirect } from '../external-redirect';
import { buyerStatusReply, optionsReply } from '../test-fixtures';
import { LOGIN_WALL_DELAY_MS } from '../../../app/auth/RequireAuth';

const checkoutReply = (txRef: string) => () =>
  [
    201,
    {
      status: 'success',
      message: 'Hosted Link',
      data: { checkout_url: `http://localhost:3000/api/sandbox/chapa/checkout/${txRef}` },
      tx_ref: txRef,
    },
  ] as [number, unknown];

const COMMON = {
  'GET /api/payment/options': optionsReply(),
};

async function openSellerTopUp(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...COMMON,
    'GET /api/seller/subscription': () => subscriptionReply(300),
    'GET /api/seller/free-trial/status': () => [200, { status: 'success', freeTrialUsed: 1 }],
    ...handlers,
  });
  const view = renderApp('/seller/chapa', SELLER_SESSION);
  await screen.findByRole('heading', { name: 'Top up your balance' });
  return { calls, ...view };
}

async function openBuyerPage(
  status: ReturnType<typeof buyerStatusReply>,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi({ ...COMMON, 'GET /api/buyer/subscription': status, ...handlers });
  renderApp('/buyer/chapa', BUYER_SESSION);
  await screen.findByRole('heading', { name: 'Subscribe' });
  return calls;
}

const payButton = () => screen.findByRole('button', { name: 'Pay' });

describe('Chapa payment pages', () => {
  let redirect: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    redirect = vi.spyOn(externalRedirect, 'to').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("shows the seller's balance banner, the server's price and the payment methods", async () => {
    await openSellerTopUp();
    expect(await screen.findByText(/Your balance is low/)).toHaveTextContent(
      'Your balance is low. Posting needs at least ETB 500.',
    );
    expect(await screen.findByTestId('payment-price')).toHaveTextContent('ETB 500');
    expect(
      screen.getByText('Adds ETB 500 to your balance. Each post takes ETB 500.'),
    ).toBeVisible();
    expect(screen.getByTestId('payment-sandbox')).toHaveTextContent(
      'Sandbox: no real money moves.',
    );
    const methods = screen.getByRole('list', { name: 'Payment methods' });
    expect(
      within(methods)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['telebirr', 'CBE Birr', 'Bank card']);
    expect(screen.getByRole('link', { name: 'Pay by card instead ($5)' })).toHaveAttribute(
      'href',
      '/seller/stripe',
    );
  });

  it('starts a top-up at the shown price, keeps the reference and goes to the checkout', async () => {
    const { calls } = await openSellerTopUp({
      'POST /api/payment/chapa/create': checkoutReply('TX-SELLER-1'),
    });
    await userEvent.click(await payButton());
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        'http://localhost:3000/api/sandbox/chapa/checkout/TX-SELLER-1',
      ),
    );
    expect(calls.find((c) => c.path === '/api/payment/chapa/create')?.body).toEqual({
      amount: '500',
      currency: 'ETB',
    });
    expect(sessionStorage.getItem('chapa_tx_ref')).toBe('TX-SELLER-1');
    expect(screen.getByRole('button', { name: 'Taking you to Chapa…' })).toBeDisabled();
  });

  it("says 'Payment initiation failed' when Chapa gives no checkout page", async () => {
    await openSellerTopUp({
      'POST /api/payment/chapa/create': () =>
        codedError(502, 'PAYMENT_INITIATION_FAILED', 'Payment initiation failed'),
    });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment initiation failed');
    expect(redirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('chapa_tx_ref')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to create payment.'],
    ['am', 'ክፍያ መፍጠር አልተሳካም።'],
  ])("says the spec's text, not the server's, when the server fails (%s)", async (lang, text) => {
    await openSellerTopUp({
      'POST /api/payment/chapa/create': () => apiError(500, 'Internal server error'),
    });
    await userEvent.click(await payButton());
    const alert = await screen.findByRole('alert');
    await inLanguage(lang, async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it("says 'Failed to create payment.' when the server cannot be reached", async () => {
    await openSellerTopUp({
      'POST /api/payment/chapa/create': () => Promise.reject(new TypeError('offline')),
    });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create payment.');
  });

  it("treats a reply without a checkout page as 'Payment initiation failed'", async () => {
    await openSellerTopUp({
      'POST /api/payment/chapa/create': () => [201, { status: 'success', data: {}, tx_ref: 'TX' }],
    });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment initiation failed');
    expect(redirect).not.toHaveBeenCalled();
  });

  it("shows what a card top-up is charged, from the server's prices, not a conversion", async () => {
    const { calls } = await openSellerTopUp({
      'GET /api/payment/options': optionsReply('sandbox', {
        topUp: { purpose: 'Account Top Up', etb: 500, usd: 5 },
      }),
    });
    expect(await screen.findByTestId('payment-card-price')).toHaveTextContent('By card: $5.');
    expect(screen.queryByText(/about \d/i)).toBeNull();
    expect(calls.some((call) => call.path === '/api/exchange-rate')).toBe(false);
  });

  it('lets a buyer without a subscription pay, 2 USD by card, on the buyer endpoint', async () => {
    const calls = await openBuyerPage(buyerStatusReply('none', null), {
      'POST /api/payment/chapa/buyer/create': checkoutReply('TX-BUYER-1'),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You do not have a subscription yet.',
    );
    expect(await screen.findByTestId('payment-price')).toHaveTextContent('ETB 250');
    expect(await screen.findByTestId('payment-card-price')).toHaveTextContent('By card: $2.');
    expect(screen.getByRole('list', { name: 'Payment methods' })).toBeVisible();
    await userEvent.click(await payButton());
    await vi.waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/payment/chapa/buyer/create')?.body).toEqual({
      amount: '250',
      currency: 'ETB',
    });
    expect(sessionStorage.getItem('chapa_buyer_tx_ref')).toBe('TX-BUYER-1');
  });

  it('lets a buyer renew after the subscription expired', async () => {
    await openBuyerPage(buyerStatusReply('expired', '2025-12-31T12:00:00.000Z'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your subscription expired on 31/12/2025:12:00.',
    );
    expect(await payButton()).toBeEnabled();
  });

  it('offers no Pay button while the subscription is active', async () => {
    await openBuyerPage(buyerStatusReply('active', '2026-07-05T12:00:00.000Z'));
    expect(await screen.findByText('You have an active subscription.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your subscription is active until 05/07/2026:12:00.',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('still lets a buyer pay when the subscription cannot be read', async () => {
    await openBuyerPage(() => apiError(500, 'Something broke.'));
    expect(
      await screen.findByText('We could not check your subscription just now. You can still pay.'),
    ).toBeVisible();
    expect(await payButton()).toBeEnabled();
  });

  it('is for sellers (top-up) and buyers (subscription) only', async () => {
    mockApi({});
    const seller = renderApp('/seller/chapa', BUYER_SESSION);
    // The guard says 'Unauthorized Access' first, then sends the visitor on.
    await vi.waitFor(() => expect(seller.router.location.pathname).toBe('/Otherunauthorized'), {
      timeout: LOGIN_WALL_DELAY_MS + 2000,
    });
    seller.unmount();
    const buyer = renderApp('/buyer/chapa', SELLER_SESSION);
    await vi.waitFor(() => expect(buyer.router.location.pathname).toBe('/buyersOnly'));
  });
});
