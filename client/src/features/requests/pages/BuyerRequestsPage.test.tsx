import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { requestPage, requestWire, unreadReply } from '../test-fixtures';

const listUrls = () =>
  (globalThis.fetch as Mock).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/buyer/request')
    .map((url) => url.search);

const heading = () => screen.findByRole('heading', { name: 'Requests Sent to You by Buyers' });

describe('Requests sent to the seller', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each buyer with phone, city, date and the listing, ten to a page', async () => {
    mockApi({
      'GET /api/buyer/request': () =>
        requestPage(
          [
            requestWire({ unread: true }),
            requestWire({
              buyerRequestId: 12,
              buyerId: 22,
              buyerFirstName: 'Dawit',
              listingType: 'houseSell',
              postHash: 'hs9',
            }),
          ],
          12,
        ),
      'GET /api/buyer/request/unread': unreadReply(0),
    });
    renderApp('/seller/request', SELLER_SESSION);
    await heading();

    const list = await screen.findByRole('list', { name: 'Requests Sent to You by Buyers' });
    const [meron, dawit] = within(list).getAllByRole('listitem');
    expect(within(meron).getByRole('heading', { name: 'Meron Alemu' })).toBeInTheDocument();
    expect(within(meron).getByText('New')).toBeInTheDocument();
    expect(within(meron).getByRole('link', { name: '+251944556677' })).toHaveAttribute(
      'href',
      'tel:+251944556677',
    );
    expect(within(meron).getByText('Adama')).toBeInTheDocument();
    expect(within(meron).getByText('07/03/2026:08:05')).toBeInTheDocument();
    expect(
      within(meron).getByRole('link', { name: 'Toyota Vitz, ETB 2,500 per day' }),
    ).toHaveAttribute('href', '/seller/carRent/abc123');
    expect(
      within(meron).getByRole('link', { name: 'Mark as rented to Meron Alemu' }),
    ).toHaveAttribute('href', '/car/rent/postHistory/abc123?buyerId=21');
    expect(within(dawit).queryByText('New')).not.toBeInTheDocument();
    expect(
      within(dawit).getByRole('link', { name: 'Mark as sold to Dawit Alemu' }),
    ).toHaveAttribute('href', '/house/sell/postHistory/hs9?buyerId=22');

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(listUrls()).toEqual(['?page=1&pageSize=10']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(listUrls()).toContain('?page=2&pageSize=10'));
  });

  it('deletes a request: its row goes at once and the list is read again', async () => {
    let rows = [requestWire(), requestWire({ buyerRequestId: 12, buyerFirstName: 'Dawit' })];
    const calls = mockApi({
      'GET /api/buyer/request': () => requestPage(rows),
      'GET /api/buyer/request/unread': unreadReply(0),
      'DELETE /api/buyer/request': () => {
        rows = rows.slice(1);
        return [200, { status: 'success', message: 'Request deleted.' }];
      },
    });
    renderApp('/seller/request', SELLER_SESSION);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the request from Meron Alemu' }),
    );

    expect(await screen.findByText('Request deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meron Alemu' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dawit Alemu' })).toBeInTheDocument();
    const deletes = (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'DELETE')
      .map((request) => new URL(request.url).search);
    expect(deletes).toEqual(['?buyerRequestId=11']);
    await vi.waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.path === '/api/buyer/request'),
      ).toHaveLength(2),
    );
  });

  it('says when no buyer has asked yet', async () => {
    mockApi({
      'GET /api/buyer/request': () => requestPage([]),
      'GET /api/buyer/request/unread': unreadReply(0),
    });
    renderApp('/seller/request', SELLER_SESSION);
    expect(await screen.findByText('No buyer request data available.')).toBeInTheDocument();
  });

  it('shows the spec message when the list cannot be read', async () => {
    mockApi({ 'GET /api/buyer/request': () => apiError(500, 'Internal server error') });
    renderApp('/seller/request', SELLER_SESSION);
    expect(
      await screen.findByText('Failed to fetch buyer request data. Please try again later.'),
    ).toBeInTheDocument();
  });

  it.each<['en' | 'am', string]>([
    ['en', 'Failed to fetch buyer request data. Please try again later.'],
    ['am', 'የገዢ ጥያቄ መረጃን ማምጣት አልተሳካም። እባክዎ ቆይተው እንደገና ይሞክሩ።'],
  ])("shows the spec's text, not the server's, when reading fails (%s)", async (lang, text) => {
    mockApi({ 'GET /api/buyer/request': () => apiError(500, 'Internal server error') });
    await inLanguage(lang, async () => {
      renderApp('/seller/request', SELLER_SESSION);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Internal server error/)).not.toBeInTheDocument();
    });
  });

  it("says 'An error occurred while getting the request.' when the server cannot be reached", async () => {
    mockApi({ 'GET /api/buyer/request': () => Promise.reject(new TypeError('offline')) });
    renderApp('/seller/request', SELLER_SESSION);
    expect(
      await screen.findByText('An error occurred while getting the request.'),
    ).toBeInTheDocument();
  });

  it.each<['en' | 'am', string]>([
    ['en', 'An error occurred while deleting the request.'],
    ['am', 'ጥያቄውን በመሰረዝ ላይ ስህተት ተከስቷል።'],
  ])("shows the spec's text, not the server's, when deleting fails (%s)", async (lang, text) => {
    mockApi({
      'GET /api/buyer/request': () => requestPage([requestWire()]),
      'GET /api/buyer/request/unread': unreadReply(0),
      'DELETE /api/buyer/request': () => apiError(500, 'Internal server error'),
    });
    renderApp('/seller/request', SELLER_SESSION);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the request from Meron Alemu' }),
    );
    const alert = await screen.findByRole('alert');
    await inLanguage(lang, async () => {
      await vi.waitFor(() => expect(alert).toHaveTextContent(text));
      expect(alert).not.toHaveTextContent('Internal server error');
    });
  });

  it('badges the menu with the unread count, which opening the list clears', async () => {
    let unread = 3;
    mockApi({
      'GET /api/buyer/request/unread': () => unreadReply(unread)(),
      'GET /api/buyer/request': () => {
        unread = 0;
        return requestPage([requestWire({ unread: true })]);
      },
      'GET /api/seller/subscription': () => apiError(404, 'No active subscription found.'),
    });
    renderApp('/seller/adminPost', SELLER_SESSION);
    const menu = await screen.findByRole('navigation', { name: 'Seller menu' });
    const link = await within(menu).findByRole('link', {
      name: 'Request from Buyer (3 new requests)',
    });
    expect(link).toHaveAttribute('href', '/seller/request');

    await userEvent.click(link);
    await heading();
    await within(menu).findByRole('link', { name: 'Request from Buyer' });
    expect(within(menu).queryByText('3')).not.toBeInTheDocument();
  });
});
