import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { subscribeOrigin } from '../../subscription/subscribe-origin';
import { heldReply, outcomeReply } from '../test-fixtures';
import { LOGIN_WALL_DELAY_MS } from '../../../app/auth/RequireAuth';

const SELLER_VERIFY = 'GET /api/payment/chapa/verify';
const BUYER_VERIFY = 'GET /api/payment/chapa/buyer/verify';

const verifyCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path.endsWith('/verify')).map((c) => c.path);

describe('Payment return pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("shows 'Verifying Payment' with the reference, then the seller's new balance", async () => {
    sessionStorage.setItem('chapa_tx_ref', 'TX-SELLER-1');
    const held = heldReply(outcomeReply({ reference: 'TX-SELLER-1', balance: 500 }));
    const calls = mockApi({ [SELLER_VERIFY]: held.handler });
    renderApp('/payment/return?tx_ref=TX-SELLER-1', SELLER_SESSION);

    expect(await screen.findByRole('heading', { name: 'Verifying Payment' })).toBeVisible();
    expect(screen.getByText('Reference: TX-SELLER-1')).toBeVisible();
    held.release();

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('Your balance is now ETB 500.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/seller/subscribe',
    );
    const verify = calls.find((c) => c.path === '/api/payment/chapa/verify');
    expect(verify?.headers.get('x-access-token')).toBe(SELLER_SESSION.token);
    expect(sessionStorage.getItem('chapa_tx_ref')).toBeNull();
  });

  it("reads Chapa's transaction_reference and shows the buyer's subscription end", async () => {
    const requested: string[] = [];
    mockApi({
      [BUYER_VERIFY]: () => {
        requested.push('verify');
        return outcomeReply({
          reference: 'TX-BUYER-1',
          purpose: 'Buyer Subscription',
          amount: 250,
          subscriptionEndDate: '2026-07-05T12:00:00.000Z',
        })();
      },
    });
    const { router } = renderApp(
      '/payment/buyer/return?transaction_reference=TX-BUYER-1',
      BUYER_SESSION,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(
      'Your subscription is active until 05/07/2026:12:00.',
    );
    expect(screen.getByText('Reference: TX-BUYER-1')).toBeVisible();
    expect(requested).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/buyer/subscibe'));
  });

  it('leads a buyer who came from a listing back to it', async () => {
    subscribeOrigin.save('/seller/carSell/car-7');
    mockApi({
      [BUYER_VERIFY]: outcomeReply({
        reference: 'TX-BUYER-2',
        subscriptionEndDate: '2026-07-05T12:00:00.000Z',
      }),
    });
    const { router } = renderApp('/payment/buyer/return?tx_ref=TX-BUYER-2', BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/buyer/subscibe',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to the listing' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/seller/carSell/car-7'));
  });

  it('falls back to the reference kept in session storage', async () => {
    sessionStorage.setItem('chapa_buyer_tx_ref', 'TX-STORED-9');
    const calls = mockApi({
      [BUYER_VERIFY]: outcomeReply({
        reference: 'TX-STORED-9',
        subscriptionEndDate: '2026-07-05T12:00:00.000Z',
      }),
    });
    renderApp('/payment/buyer/return', BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getByText('Reference: TX-STORED-9')).toBeVisible();
    expect(verifyCalls(calls)).toEqual(['/api/payment/chapa/buyer/verify']);
    expect(sessionStorage.getItem('chapa_buyer_tx_ref')).toBeNull();
  });

  it("shows 'Payment Failed' with the server's message and the reference, and keeps it", async () => {
    sessionStorage.setItem('chapa_tx_ref', 'TX-FAILED-2');
    mockApi({ [SELLER_VERIFY]: () => apiError(402, 'The payment failed.') });
    renderApp('/payment/return?tx_ref=TX-FAILED-2', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment failed.');
    expect(screen.getByText('Reference: TX-FAILED-2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeVisible();
    expect(sessionStorage.getItem('chapa_tx_ref')).toBe('TX-FAILED-2');
  });

  it('treats a payment not paid yet (409) as failed, and Try Again verifies again', async () => {
    let paid = false;
    const calls = mockApi({
      [SELLER_VERIFY]: () =>
        paid
          ? outcomeReply({ reference: 'TX-LATE-3', balance: 1000 })()
          : apiError(409, 'Payment not paid yet'),
    });
    renderApp('/payment/return?tx_ref=TX-LATE-3', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment not paid yet');

    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(
      'Your balance is now ETB 1,000.',
    );
    expect(verifyCalls(calls)).toHaveLength(2);
  });

  it("says 'Verification failed' when the server refuses without a message", async () => {
    mockApi({ [SELLER_VERIFY]: () => [409, {}] });
    renderApp('/payment/return?tx_ref=TX-REFUSED-4', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification failed');
  });

  it("says 'Failed to verify payment.' when the server cannot be reached", async () => {
    mockApi({ [SELLER_VERIFY]: () => Promise.reject(new TypeError('offline')) });
    renderApp('/payment/return?tx_ref=TX-OFFLINE-4', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to verify payment.');
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to verify payment.'],
    ['am', 'ክፍያውን ማረጋገጥ አልተሳካም።'],
  ])("says the spec's text, not the server's, when the server fails (%s)", async (lang, text) => {
    mockApi({ [SELLER_VERIFY]: () => apiError(500, 'Internal server error') });
    renderApp('/payment/return?tx_ref=TX-BROKEN-5', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await inLanguage(lang, async () => {
      const alert = screen.getByRole('alert');
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it('says so when no reference can be found, without verifying anything', async () => {
    const calls = mockApi({});
    renderApp('/payment/return', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No payment reference was found.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(verifyCalls(calls)).toEqual([]);
  });

  it("is the seller's page at /payment/return and the buyer's at /payment/buyer/return", async () => {
    mockApi({});
    const seller = renderApp('/payment/return?tx_ref=TX-1', BUYER_SESSION);
    // The guard says 'Unauthorized Access' first, then sends the visitor on.
    await vi.waitFor(() => expect(seller.router.location.pathname).toBe('/Otherunauthorized'), {
      timeout: LOGIN_WALL_DELAY_MS + 2000,
    });
    seller.unmount();
    const buyer = renderApp('/payment/buyer/return?tx_ref=TX-1', SELLER_SESSION);
    await vi.waitFor(() => expect(buyer.router.location.pathname).toBe('/buyersOnly'));
  });
});
