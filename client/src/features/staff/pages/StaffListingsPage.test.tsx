import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { CAR_RENT_WIRE } from '../../seller/test-fixtures';
import { staffSession } from '../test-fixtures';

const SELLER = {
  sellerId: 1,
  sellerFirstName: 'Abebe',
  sellerLastName: 'Bikila',
  email: 'abebe@example.et',
  PhoneNumber: '+251911234567',
};

const listingsReply =
  (extra: Record<string, unknown> = {}) =>
  () =>
    [
      200,
      {
        status: 'success',
        data: [{ ...CAR_RENT_WIRE, seller: SELLER }],
        meta: { page: 1, pageSize: 24, total: 1 },
        ...extra,
      },
    ] as [number, unknown];

describe('Staff listing grids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows every car for rent with its seller; a card leads to that seller's listings", async () => {
    const calls = mockApi({ 'GET /api/employee/listings/carRent': listingsReply() });
    renderApp('/employee/seller/carRent', staffSession(2));
    const grid = await screen.findByRole('list', { name: 'Seller Car Rent' });
    expect(within(grid).getByText('Toyota Vitz')).toBeInTheDocument();
    expect(within(grid).getByText('Abebe Bikila')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Toyota Vitz/ })).toHaveAttribute(
      'href',
      '/employee/seller/carRent/1',
    );
    expect(lastCallTo(calls, '/api/employee/listings/carRent').query.get('pageSize')).toBe('24');
    expect(lastCallTo(calls, '/api/employee/listings/carRent').query.get('sellerId')).toBeNull();
  });

  it('narrows to one seller and names them', async () => {
    const calls = mockApi({
      'GET /api/employee/listings/houseSell': listingsReply({ data: [], seller: SELLER }),
    });
    renderApp('/employee/seller/houseSell/1', staffSession(3));
    expect(
      await screen.findByRole('heading', { name: 'Seller House Sell: Abebe Bikila' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No listings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sellers' })).toHaveAttribute(
      'href',
      '/employee/seller/houseSell',
    );
    expect(lastCallTo(calls, '/api/employee/listings/houseSell').query.get('sellerId')).toBe('1');
  });

  it('removes a listing only with a reason, and sends the reason', async () => {
    const calls = mockApi({
      'GET /api/employee/listings/carRent': listingsReply(),
      'DELETE /api/employee/listings/carRent/abc123': () => [
        200,
        { status: 'success', message: 'Listing deleted.' },
      ],
    });
    renderApp('/employee/seller/carRent', staffSession(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Toyota Vitz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this listing?' });
    expect(dialog).toHaveTextContent('Toyota Vitz by Abebe Bikila');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      within(dialog).getByText('The reason must be at least 5 characters long.'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 't the real car');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The listing was removed.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({
      reason: 'not the real car',
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });
});
