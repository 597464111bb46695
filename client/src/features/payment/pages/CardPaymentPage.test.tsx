import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { subscriptionReply } from '../../seller/test-fixtures';
import type { CardMode } from '../api/payment-api';
import { buyerStatusReply, optionsReply, outcomeReply } from '../test-fixtures';

const INTENT = { clientSecret: 'pi_sandbox_1_secret_abc', paymentIntentId: 'pi_sandbox_1' };
const SANDBOX_CONFIRM = `POST /api/sandbox/stripe/v1/payment_intents/${INTENT.paymentIntentId}/confirm`;

/** The sandbox provider as the server emulates it: only the 4242 test card succeeds. */
const sandboxProvider = (body: unknown) => {
  const { client_secret, card_number } = body as { client_secret: string; card_number: string };
  if (client_secret !== INTENT.clientSecret) return apiError(401, 'Wrong client secret.');
  if (card_number.replace(/\s/g, '') === '4242424242424242') {
    return [200, { id: INTENT.paymentIntentId, status: 'succeeded' }] as [number, unknown];
  }
  return [
    402,
    {
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      message: 'Your card was declined.',
    },
  ] as [number, unknown];
};

async function openCardPage(
  payer: 'seller' | 'buyer',
  handlers: Parameters<typeof mockApi>[0] = {},
  mode: CardMode = 'sandbox',
) {
  const calls = mockApi({
    'GET /api/payment/options': optionsReply(mode),
    'GET /api/seller/subscription': () => subscriptionReply(0),
    'GET /api/seller/free-trial/status': () => [200, { status: 'success', freeTrialUsed: 1 }],
    'GET /api/buyer/subscription': buyerStatusReply('none'),
    [`POST /api/${payer}/stripe/create-payment-intent`]: () => [201, INTENT],
    [SANDBOX_CONFIRM]: sandboxProvider,
    ...handlers,
  });
  renderApp(`/${payer}/stripe`, payer === 'seller' ? SELLER_SESSION : BUYER_SESSION);
  await screen.findByRole('heading', {
    name: payer === 'seller' ? 'Top up by card' : 'Subscribe by card',
  });
  return calls;
}

async function payWith(card: string, expiry = '12/39', cvc = '123') {
  const number = await screen.findByLabelText(/Card number/);
  await userEvent.clear(number);
  await userEvent.type(number, card);
  const expiryField = screen.getByLabelText(/Expiry/);
  await userEvent.clear(expiryField);
  await userEvent.type(expiryField, expiry);
  const cvcField = screen.getByLabelText(/CVC/);
  await userEvent.clear(cvcField);
  await userEvent.type(cvcField, cvc);
  await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

const pathsOf = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('Card payment pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels the sandbox form and shows the test card number', async () => {
    await openCardPage('seller');
    expect(await screen.findByText('Sandbox test card form')).toBeVisible();
    expect(screen.getByTestId('sandbox-test-card')).toHaveTextContent('4242 4242 4242 4242');
    expect(screen.getByTestId('payment-price')).toHaveTextContent('$5');
    expect(screen.getByRole('button', { name: 'Pay $5' })).toBeEnabled();
  });

  it('tops a seller up with the test card: intent, sandbox confirmation, server check', async () => {
    const calls = await openCardPage('seller', {
      'POST /api/seller/stripe/confirm-payment': outcomeReply({
        reference: INTENT.paymentIntentId,
        provider: 'stripe',
        amount: 5,
        currency: 'USD',
        balance: 500,
      }),
    });
    await payWith('4242424242424242');

    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('Your balance is now ETB 500.');
    expect(pathsOf(calls)).toEqual([
      '/api/seller/stripe/create-payment-intent',
      `/api/sandbox/stripe/v1/payment_intents/${INTENT.paymentIntentId}/confirm`,
      '/api/seller/stripe/confirm-payment',
    ]);
    const byPath = (path: string) => calls.find((c) => c.path === path);
    expect(byPath('/api/seller/stripe/create-payment-intent')?.body).toEqual({
      amount: 5,
      currency: 'usd',
    });
    const sandbox = calls.find((c) => c.path.startsWith('/api/sandbox/'));
    expect(sandbox?.body).toEqual({
      client_secret: INTENT.clientSecret,
      card_number: '4242 4242 4242 4242',
    });
    // The card goes to the provider only, never with the app's token.
    expect(sandbox?.headers.get('x-access-token')).toBeNull();
    expect(byPath('/api/seller/stripe/confirm-payment')?.body).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
    });
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/seller/subscribe',
    );
  });

  it("shows the provider's decline, credits nothing, and retries on the same intent", async () => {
    const calls = await openCardPage('buyer', {
      'POST /api/buyer/stripe/confirm-payment': outcomeReply({
        reference: INTENT.paymentIntentId,
        provider: 'stripe',
        subscriptionEndDate: '2026-07-05T12:00:00.000Z',
      }),
    });
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(pathsOf(calls)).not.toContain('/api/buyer/stripe/confirm-payment');
    expect(screen.getByRole('button', { name: 'Pay $2' })).toBeEnabled();

    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(
      'Your subscription is active until 05/07/2026:12:00.',
    );
    expect(
      pathsOf(calls).filter((path) => path === '/api/buyer/stripe/create-payment-intent'),
    ).toHaveLength(1);
  });

  it("says 'Payment failed' when the provider gives no message", async () => {
    await openCardPage('seller', { [SANDBOX_CONFIRM]: () => [500, {}] });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('after the provider took the card, a retry only repeats the server check', async () => {
    let serverUp = false;
    const calls = await openCardPage('seller', {
      'POST /api/seller/stripe/confirm-payment': () =>
        serverUp
          ? outcomeReply({ provider: 'stripe', balance: 500 })()
          : Promise.reject(new TypeError('offline')),
    });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to confirm payment');

    serverUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Pay $5' }));
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(pathsOf(calls)).toEqual([
      '/api/seller/stripe/create-payment-intent',
      `/api/sandbox/stripe/v1/payment_intents/${INTENT.paymentIntentId}/confirm`,
      '/api/seller/stripe/confirm-payment',
      '/api/seller/stripe/confirm-payment',
    ]);
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to create payment intent'],
    ['am', 'የክፍያ ጥያቄ መፍጠር አልተሳካም'],
  ])("says the spec's text, not the server's, when the intent fails (%s)", async (lang, text) => {
    await openCardPage('seller', {
      'POST /api/seller/stripe/create-payment-intent': () =>
        apiError(503, 'Payments are not available right now. Please try again later.'),
    });
    await payWith('4242 4242 4242 4242');
    const alert = await screen.findByRole('alert');
    await inLanguage(lang, async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Payments are not available');
    });
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to confirm payment'],
    ['am', 'ክፍያውን ማረጋገጥ አልተሳካም'],
  ])("says the spec's text, not the server's, when the check fails (%s)", async (lang, text) => {
    await openCardPage('seller', {
      'POST /api/seller/stripe/confirm-payment': () => apiError(500, 'Internal server error'),
    });
    await payWith('4242 4242 4242 4242');
    const alert = await screen.findByRole('alert');
    await inLanguage(lang, async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it('checks the card fields before sending anything', async () => {
    const calls = await openCardPage('seller');
    await payWith('4242 4242 4242 4241', '01/20', '1');
    expect(await screen.findByText('Enter a valid card number.')).toBeVisible();
    expect(screen.getByText('Enter a future expiry date as MM/YY.')).toBeVisible();
    expect(screen.getByText('Enter the 3 or 4 digit CVC.')).toBeVisible();
    expect(pathsOf(calls)).toEqual([]);
  });

  it('says card payments are not available when the server has them off', async () => {
    await openCardPage('seller', {}, 'off');
    expect(await screen.findByText('Card payments are not available right now.')).toBeVisible();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay with Chapa instead (ETB 500)' })).toHaveAttribute(
      'href',
      '/seller/chapa',
    );
  });

  it('offers no card form to a buyer whose subscription is active', async () => {
    await openCardPage('buyer', {
      'GET /api/buyer/subscription': buyerStatusReply('active', '2026-07-05T12:00:00.000Z'),
    });
    expect(await screen.findByText('You have an active subscription.')).toBeVisible();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });
});
