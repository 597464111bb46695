import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { requestPage, requestWire, unreadReply } from '../../requests/test-fixtures';
import { HOUSE_SELL_WIRE } from '../../seller/test-fixtures';

const MERON = requestWire({ buyerId: 21, postHash: 'other' });
const DAWIT = requestWire({
  buyerRequestId: 12,
  buyerId: 22,
  buyerFirstName: 'Dawit',
  buyerLastName: 'Haile',
  listingType: 'houseSell',
  postHash: 'hs9',
});

function openPage(handlers: Parameters<typeof mockApi>[0], path = '/house/sell/postHistory/hs9') {
  const calls = mockApi({
    'GET /api/perSeller/houseSell/hs9': () => [200, { status: 'success', data: HOUSE_SELL_WIRE }],
    'GET /api/buyer/request': () => requestPage([MERON, DAWIT]),
    'GET /api/buyer/request/unread': unreadReply(0),
    ...handlers,
  });
  const rendered = renderApp(path, SELLER_SESSION);
  return { calls, ...rendered };
}

const saved = () =>
  [
    201,
    {
      status: 'success',
      message: 'History saved successfully.',
      data: { historyId: 1, type: 'House Sell' },
    },
  ] as [number, unknown];

describe('Mark as rented or sold', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks which buyer bought the house, saves, and leaves the listing for the history', async () => {
    let closed = false;
    const { calls } = openPage({
      'GET /api/buyer/request': () => requestPage(closed ? [MERON] : [MERON, DAWIT]),
      'POST /api/success/houseSell': () => {
        closed = true;
        return saved();
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Have You Sold This House?' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Apartment' })).toBeInTheDocument();

    // The buyer who asked about this listing comes first.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Dawit Haile.*Asked about this listing$/),
      expect.stringMatching(/^Meron Alemu/),
    ]);

    const submit = screen.getByRole('button', { name: 'Mark as sold' });
    await userEvent.click(submit);
    expect(await screen.findByText('Please select a buyer.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /Dawit Haile/ }));
    await userEvent.click(submit);

    expect(await screen.findByText('History saved successfully.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/success/houseSell',
        body: { buyerId: 22, postHash: 'hs9' },
      }),
    ]);
    expect(screen.queryByRole('radio', { name: /Dawit Haile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your history' })).toHaveAttribute(
      'href',
      '/seller/history',
    );
    expect(screen.getByRole('link', { name: 'Back to my listings' })).toHaveAttribute(
      'href',
      '/seller/houseSell',
    );
    // The listing is gone: it is not asked for again.
    expect(calls.filter((c) => c.path === '/api/perSeller/houseSell/hs9')).toHaveLength(1);
  });

  it('starts with the buyer chosen on the requests page', async () => {
    openPage({}, '/house/sell/postHistory/hs9?buyerId=21');
    expect(await screen.findByRole('radio', { name: /Meron Alemu/ })).toBeChecked();
  });

  it('refuses a buyer who is not among the requests', async () => {
    const { calls } = openPage({}, '/house/sell/postHistory/hs9?buyerId=99');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('Invalid buyer selection.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('cannot be sent without requests', async () => {
    openPage({ 'GET /api/buyer/request': () => requestPage([]) });
    expect(await screen.findByText('No buyer request data available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as sold' })).toBeDisabled();
  });

  it('is disabled while saving, then shows why the server refused', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    openPage({
      'POST /api/success/houseSell': () =>
        new Promise<[number, unknown]>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Meron Alemu/ }));
    const submit = screen.getByRole('button', { name: 'Mark as sold' });
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeDisabled());
    answer(apiError(400, 'Invalid buyer selection.'));
    expect(await screen.findByText('Invalid buyer selection.')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('shows the spec message when saving fails on the server', async () => {
    openPage({ 'POST /api/success/houseSell': () => apiError(500, 'Internal server error') });
    await userEvent.click(await screen.findByRole('radio', { name: /Meron Alemu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
    expect(
      await screen.findByText('Failed to save history. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when the listing is gone', async () => {
    openPage({
      'GET /api/perSeller/houseSell/hs9': () =>
        apiError(404, 'This listing does not exist or has been removed.'),
    });
    expect(
      await screen.findByText('This listing does not exist or has been removed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
  });

  it('uses the rent wording for rentals', async () => {
    mockApi({
      'GET /api/perSeller/carRent/abc123': () => apiError(404, 'Gone'),
      'GET /api/buyer/request': () => requestPage([]),
    });
    renderApp('/car/rent/postHistory/abc123', SELLER_SESSION);
    expect(
      await screen.findByRole('heading', { name: 'Have You Rented This Car?' }),
    ).toBeInTheDocument();
  });
});
