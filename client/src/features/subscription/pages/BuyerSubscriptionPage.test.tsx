import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';

const subscription = (status: 'none' | 'active' | 'expired', endDate: string | null) => () =>
  [
    200,
    {
      status: 'success',
      data: {
        buyerId: 2,
        status,
        buyerSubscriptionAmount: status === 'none' ? 0 : 250,
        buyerSubscriptionCurrency: 'ETB',
        buyerSubscriptionEndDate: endDate,
        buyerSubscriptionDate: status === 'none' ? null : '2026-01-05T12:00:00.000Z',
      },
    },
  ] as [number, unknown];

const trials = (freeTrialsUsed: number) => () =>
  [200, { status: 'success', message: 'x', freeTrialsUsed, freeTrials: 2 }] as [number, unknown];

async function openPage(handlers: Parameters<typeof mockApi>[0]) {
  mockApi({ 'GET /api/buyer/free-trial': trials(0), ...handlers });
  renderApp('/buyer/subscibe', BUYER_SESSION);
  await screen.findByRole('heading', { name: 'Buyer subscription' });
}

describe('Buyer subscription page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a buyer without a subscription, the trials used and the price', async () => {
    await openPage({
      'GET /api/buyer/subscription': subscription('none', null),
      'GET /api/buyer/free-trial': trials(1),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You do not have a subscription yet.',
    );
    expect(await screen.findByText('Free trials used: 1 of 2')).toBeVisible();
    expect(screen.getByText('ETB 250 for 6 months')).toBeVisible();
  });

  it('shows an active subscription with its end date', async () => {
    await openPage({
      'GET /api/buyer/subscription': subscription('active', '2026-07-05T12:00:00.000Z'),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your subscription is active until 05/07/2026:12:00.',
    );
  });

  it('shows an expired subscription with the day it ended', async () => {
    await openPage({
      'GET /api/buyer/subscription': subscription('expired', '2025-12-31T12:00:00.000Z'),
      'GET /api/buyer/free-trial': trials(2),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your subscription expired on 31/12/2025:12:00.',
    );
    expect(await screen.findByText('Free trials used: 2 of 2')).toBeVisible();
  });

  it.each([
    ['none', null],
    ['expired', '2025-12-31T12:00:00.000Z'],
  ] as const)('links to the payment pages when the subscription is %s', async (status, end) => {
    await openPage({ 'GET /api/buyer/subscription': subscription(status, end) });
    expect(await screen.findByRole('link', { name: 'Pay with Chapa' })).toHaveAttribute(
      'href',
      '/buyer/chapa',
    );
    expect(screen.getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      '/buyer/stripe',
    );
  });

  it('offers no payment while the subscription is active', async () => {
    await openPage({
      'GET /api/buyer/subscription': subscription('active', '2026-07-05T12:00:00.000Z'),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('active until');
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it('says so when the subscription or the free trials cannot be read', async () => {
    await openPage({
      'GET /api/buyer/subscription': () => apiError(500, 'Internal server error'),
      'GET /api/buyer/free-trial': () => apiError(503, 'Service Unavailable'),
    });
    expect(await screen.findByText('Failed to fetch subscription.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch free trials.')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('is for buyers only', async () => {
    mockApi({});
    const { router } = renderApp('/buyer/subscibe', SELLER_SESSION);
    await vi.waitFor(() => expect(router.location.pathname).toBe('/buyersOnly'));
  });
});
