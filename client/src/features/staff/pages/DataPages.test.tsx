import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { buyerRow, pageReply, sellerRow, staffSession, subscriptionRow } from '../test-fixtures';

describe('Seller data', () => {
  afterEach(() => vi.unstubAllGlobals());

  const open = (handlers: Parameters<typeof mockApi>[0] = {}) => {
    const calls = mockApi({
      'GET /api/employee/sellerData': pageReply([
        sellerRow(),
        sellerRow({
          sellerId: 8,
          sellerFirstName: 'Tirunesh',
          sellerLastName: 'Dibaba',
          subscription: null,
          balanceStatus: 'none',
          topUps: [],
          postCount: 1,
        }),
      ]),
      'GET /api/employee/sellerSubscriptions': pageReply(
        [
          subscriptionRow(),
          subscriptionRow({
            sellerId: 9,
            sellerSubscriptionAmount: 5500,
            balanceStatus: 'ok',
            sellerFirstName: 'Haile',
          }),
        ],
        31,
      ),
      ...handlers,
    });
    renderApp('/employee/seller', staffSession(2));
    return calls;
  };

  it('lists sellers with balance chips, post counts and top-ups under each row', async () => {
    open();
    const sellers = await screen.findByRole('table', { name: 'Sellers' });
    const abebe = (await within(sellers).findByText('Abebe Bikila')).closest('tr')!;
    expect(abebe).toHaveTextContent('ETB 200');
    expect(abebe).toHaveTextContent('Low balance');
    expect(abebe).toHaveTextContent('Jimma, Ethiopia');
    const tirunesh = within(sellers).getByText('Tirunesh Dibaba').closest('tr')!;
    expect(tirunesh).toHaveTextContent('Not subscribed');

    await userEvent.click(within(abebe).getByRole('button', { name: 'Show details' }));
    const topUps = await screen.findByRole('table', { name: 'Top-ups' });
    expect(topUps).toHaveTextContent('ETB 700');
    expect(topUps).toHaveTextContent('Added by staff');
    // The menu links to all sellers' listings; the row to this seller's.
    expect(
      screen.getAllByRole('link', { name: 'Seller House Sell' }).map((l) => l.getAttribute('href')),
    ).toEqual(['/employee/seller/houseSell', '/employee/seller/houseSell/7']);
  });

  it('shows the subscriptions table, sorted by balance on request', async () => {
    const calls = open();
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const haile = (await within(table).findByText('Haile Bikila')).closest('tr')!;
    expect(haile).toHaveTextContent('ETB 5,500');
    expect(haile).toHaveTextContent('OK');
    expect(haile).toHaveTextContent('Used');
    expect(within(table.parentElement!.parentElement!).getByText('1–15 of 31')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Balance' }));
    await waitFor(() => {
      const last = lastCallTo(calls, '/api/employee/sellerSubscriptions');
      expect(last.query.get('sort')).toBe('sellerSubscriptionAmount');
      expect(last.query.get('pageSize')).toBe('15');
    });
  });

  it('shows the spec text when the sellers cannot be loaded', async () => {
    open({
      'GET /api/employee/sellerData': () => apiError(500, ''),
    });
    expect(
      await screen.findByText('Failed to fetch seller data. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('Buyer data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each subscription as none, active until its end, or expired', async () => {
    const calls = mockApi({
      'GET /api/employee/buyerData': pageReply([
        buyerRow(),
        buyerRow({
          buyerId: 10,
          buyerFirstName: 'Almaz',
          subscription: {
            status: 'active',
            buyerSubscriptionDate: '2026-01-10T08:00:00.000Z',
            buyerSubscriptionAmount: 250,
            buyerSubscriptionEndDate: '2026-07-10T08:00:00.000Z',
            buyerSubscriptionCurrency: 'ETB',
          },
          freeTrials: [{ freeTrialDate: '2026-01-02T08:00:00.000Z', sellerId: 7 }],
          freeTrialsUsed: 1,
        }),
        buyerRow({
          buyerId: 11,
          buyerFirstName: 'Kenenisa',
          subscription: {
            status: 'expired',
            buyerSubscriptionDate: '2025-01-10T08:00:00.000Z',
            buyerSubscriptionAmount: 250,
            buyerSubscriptionEndDate: '2025-07-10T08:00:00.000Z',
            buyerSubscriptionCurrency: 'ETB',
          },
        }),
      ]),
    });
    renderApp('/employee/buyer', staffSession(3));
    const table = await screen.findByRole('table', { name: 'Buyers' });
    const row = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    expect(await row('Derartu Tulu')).toHaveTextContent('No subscription');
    expect(await row('Almaz Tulu')).toHaveTextContent('Active until 10/07/2026:08:00');
    expect(await row('Almaz Tulu')).toHaveTextContent('1 / 2');
    expect(await row('Kenenisa Tulu')).toHaveTextContent('Expired');

    await userEvent.click(
      within(await row('Almaz Tulu')).getByRole('button', { name: 'Show details' }),
    );
    expect(
      await screen.findByText('Last payment ETB 250 on 10/01/2026:08:00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Free trials used on 02/01/2026:08:00.')).toBeInTheDocument();
    expect(lastCallTo(calls, '/api/employee/buyerData').query.get('pageSize')).toBe('15');
  });

  it('says when there is no buyer', async () => {
    mockApi({ 'GET /api/employee/buyerData': pageReply([]) });
    renderApp('/employee/buyer', staffSession(2));
    expect(await screen.findByText('No buyer data available.')).toBeInTheDocument();
  });
});
