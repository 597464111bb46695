import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_WALL_DELAY_MS } from '../../../app/auth/RequireAuth';
import { apiError, mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { subscriptionReply } from '../test-fixtures';

const trialStatus = (freeTrialUsed: 0 | 1 | null) => () =>
  [200, { status: 'success', freeTrialUsed }] as [number, unknown];

const topUp = (id: number, amount: number, source: 'payment' | 'staff', date: string) => ({
  topUpId: id,
  sellerId: 1,
  topUpDate: date,
  topUpAmount: amount,
  topUpCurrency: 'ETB',
  source,
  actor: source === 'staff' ? 'employee:3' : 'chapa',
  note: null,
});

const topUps =
  (rows: unknown[], total = rows.length) =>
  () =>
    [200, { status: 'success', data: rows, meta: { page: 1, pageSize: 10, total } }] as [
      number,
      unknown,
    ];

async function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/seller/free-trial/status': trialStatus(1),
    'GET /api/seller/topup': topUps([]),
    ...handlers,
  });
  renderApp('/seller/subscribe', SELLER_SESSION);
  await screen.findByRole('heading', { name: 'Subscription' });
  return calls;
}

const banner = () => screen.findByText(/subscribed yet|balance is low|balance covers/);

describe('Seller subscription page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('treats a seller never credited (404) as not subscribed', async () => {
    await openPage({
      'GET /api/seller/subscription': () => apiError(404, 'No active subscription found.'),
      'GET /api/seller/free-trial/status': trialStatus(null),
    });
    expect(await banner()).toHaveTextContent(
      'You are not subscribed yet. Top up your balance to post after your free trial.',
    );
    expect(screen.getByTestId('seller-balance')).toHaveTextContent('ETB 0');
    expect(screen.getByTestId('seller-free-trial')).toHaveTextContent(
      'Not started yet: your first post is free.',
    );
  });

  it('treats a balance of 0 as not subscribed', async () => {
    await openPage({ 'GET /api/seller/subscription': () => subscriptionReply(0) });
    expect(await banner()).toHaveTextContent('You are not subscribed yet.');
    expect(await screen.findByTestId('seller-free-trial')).toHaveTextContent('Used.');
  });

  it('warns about a balance below 500', async () => {
    await openPage({
      'GET /api/seller/subscription': () => subscriptionReply(300),
      'GET /api/seller/free-trial/status': trialStatus(0),
    });
    expect(await banner()).toHaveTextContent(
      'Your balance is low. Posting needs at least ETB 500.',
    );
    expect(screen.getByTestId('seller-balance')).toHaveTextContent('ETB 300');
    expect(await screen.findByTestId('seller-free-trial')).toHaveTextContent(
      'Available: your next post is free.',
    );
  });

  it('shows a balance that covers posts, and how many', async () => {
    await openPage({ 'GET /api/seller/subscription': () => subscriptionReply(1500) });
    expect(await banner()).toHaveTextContent('Your balance covers 3 more posts.');
    expect(screen.getByTestId('seller-balance')).toHaveTextContent('ETB 1,500');
  });

  it('links to the top-up pages for Chapa and card', async () => {
    await openPage({ 'GET /api/seller/subscription': () => subscriptionReply(1500) });
    expect(
      screen.getByText(/paid online with Chapa .* or with an international card/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Top up with Chapa' })).toHaveAttribute(
      'href',
      '/seller/chapa',
    );
    expect(screen.getByRole('link', { name: 'Top up by card' })).toHaveAttribute(
      'href',
      '/seller/stripe',
    );
  });

  it('lists the top-ups with date, amount and source, page by page', async () => {
    const calls = await openPage({
      'GET /api/seller/subscription': () => subscriptionReply(1500),
      'GET /api/seller/topup': topUps(
        [
          topUp(9, 1000, 'payment', '2026-03-02T10:00:00.000Z'),
          topUp(4, 500, 'staff', '2026-01-15T10:00:00.000Z'),
        ],
        12,
      ),
    });
    const table = await screen.findByRole('table', { name: 'Top-ups' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Amount', 'Source'],
      ['02/03/2026:10:00', 'ETB 1,000', 'Payment'],
      ['15/01/2026:10:00', 'ETB 500', 'Staff'],
    ]);
    expect(calls.find((c) => c.path === '/api/seller/topup')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  });

  it('says when there are no top-ups yet', async () => {
    await openPage({ 'GET /api/seller/subscription': () => subscriptionReply(0) });
    expect(await screen.findByText('No top-ups yet.')).toBeVisible();
  });

  it('is for sellers only', async () => {
    mockApi({});
    const { router } = renderApp('/seller/subscribe', BUYER_SESSION);
    // The guard says 'Unauthorized Access' first, then sends the visitor on.
    await vi.waitFor(() => expect(router.location.pathname).toBe('/Otherunauthorized'), {
      timeout: LOGIN_WALL_DELAY_MS + 2000,
    });
  });
});
