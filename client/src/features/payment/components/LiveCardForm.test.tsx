import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { subscriptionReply } from '../../seller/test-fixtures';
import { optionsReply, outcomeReply } from '../test-fixtures';

// Stripe.js itself cannot run in jsdom: stand-ins for its loader, Elements and the card field.
const stripe = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  card: { element: 'card' },
}));
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: vi.fn((key: string) => Promise.resolve(key === 'pk_test_blocked' ? null : stripe)),
}));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    CardElement: ({ onChange }: { onChange?: (event: { complete: boolean }) => void }) => {
      useEffect(() => onChange?.({ complete: true }), [onChange]);
      return <div data-testid="stripe-card-element" />;
    },
    useStripe: () => stripe,
    useElements: () => ({ getElement: () => stripe.card }),
  };
});

const INTENT = { clientSecret: 'pi_live_1_secret_x', paymentIntentId: 'pi_live_1' };

async function openLiveCardPage(publishableKey = 'pk_test_123') {
  const calls = mockApi({
    'GET /api/payment/options': optionsReply('live', { card: { mode: 'live', publishableKey } }),
    'GET /api/seller/subscription': () => subscriptionReply(500),
    'GET /api/seller/free-trial/status': () => [200, { status: 'success', freeTrialUsed: 1 }],
    'POST /api/seller/stripe/create-payment-intent': () => [201, INTENT],
    'POST /api/seller/stripe/confirm-payment': outcomeReply({ provider: 'stripe', balance: 1000 }),
  });
  renderApp('/seller/stripe', SELLER_SESSION);
  await screen.findByRole('heading', { name: 'Top up by card' });
  return calls;
}

// The button stays disabled until Stripe.js has loaded and the card field reports complete.
async function payButton() {
  const button = await screen.findByRole('button', { name: 'Pay $5' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('Live card form (Stripe Elements)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    stripe.confirmCardPayment.mockReset();
  });

  it('confirms the intent with Stripe.js, then has the server check and credit it', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const calls = await openLiveCardPage();
    expect(await screen.findByTestId('stripe-card-element')).toBeVisible();
    expect(screen.queryByText('Sandbox test card form')).toBeNull();

    await userEvent.click(await payButton());
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(
      'Your balance is now ETB 1,000.',
    );
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith(INTENT.clientSecret, {
      payment_method: { card: stripe.card },
    });
    expect(calls.find((c) => c.path === '/api/seller/stripe/confirm-payment')?.body).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
    });
  });

  it("shows Stripe's message when the card is refused and asks the server nothing", async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { message: 'Your card has insufficient funds.' },
    });
    const calls = await openLiveCardPage();
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(calls.some((c) => c.path === '/api/seller/stripe/confirm-payment')).toBe(false);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    await openLiveCardPage('pk_test_blocked');
    expect(
      await screen.findByText('The card form could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});
