import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { staffSession } from '../test-fixtures';
import { historyReply as historyPages } from '../../history/test-fixtures';

const historyReply = historyPages(15);

describe('Staff history', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows four tables with DD/MM/YYYY:HH:mm dates, each paged on its own at 15', async () => {
    const calls = mockApi({ 'GET /api/seller/allHistroy': historyReply });
    renderApp('/employee/seller/history', staffSession(2));
    const carRent = await screen.findByRole('table', { name: 'Car Rent' });
    const row = (await within(carRent).findByText('Deal 1')).closest('tr')!;
    expect(row).toHaveTextContent('02/11/2026:14:30');
    expect(row).toHaveTextContent('Abebe Kebede (+251911234567)');
    expect(row).toHaveTextContent('Meron Alemu (+251944556677)');
    expect(
      await within(screen.getByRole('table', { name: 'Car Sell' })).findByText('Deal 2'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'House Sell' })).findByText('Deal 3'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'House Rent' })).findByText(
        'No history data available.',
      ),
    ).toBeInTheDocument();
    const call = lastCallTo(calls, '/api/seller/allHistroy');
    expect(call.query.get('pageSize')).toBe('15');
    expect(call.query.get('sort')).toBeNull();

    const next = screen.getAllByRole('button', { name: 'Next page' })[0];
    await userEvent.click(next);
    expect(await within(carRent).findByText('Deal 9')).toBeInTheDocument();
    const carRentCalls = calls.filter((c) => c.query.get('type') === 'carRent');
    expect(carRentCalls.at(-1)!.query.get('page')).toBe('2');
    expect(
      calls
        .filter((c) => c.query.get('type') === 'carSell')
        .at(-1)!
        .query.get('page'),
    ).toBe('1');
  });

  it('says when the history cannot be loaded', async () => {
    mockApi({ 'GET /api/seller/allHistroy': () => apiError(500, '') });
    renderApp('/employee/seller/history', staffSession(3));
    await waitFor(() =>
      expect(
        screen.getAllByText('Failed to fetch history data. Please try again later.'),
      ).toHaveLength(4),
    );
  });
});
