import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { unreadReply } from '../../requests/test-fixtures';
import { historyReply as historyPages } from '../test-fixtures';

const historyReply = historyPages(10);

describe('Seller history', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows four tables, dates as DD/MM/YYYY:HH:mm, each paged on its own', async () => {
    mockApi({
      'GET /api/buyer/request/unread': unreadReply(0),
      'GET /api/seller/histroy': historyReply,
    });
    renderApp('/seller/history', SELLER_SESSION);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();

    const carRent = await screen.findByRole('table', { name: 'Car rent' });
    expect(within(carRent).getByText('02/11/2026:14:30')).toBeInTheDocument();
    expect(within(carRent).getByText('Meron Alemu')).toBeInTheDocument();
    expect(within(carRent).getByRole('link', { name: '+251944556677' })).toHaveAttribute(
      'href',
      'tel:+251944556677',
    );
    expect(within(carRent).getByText('Deal 1')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Car sell' })).toHaveTextContent('Dawit');
    expect(await screen.findByRole('table', { name: 'House sell' })).toHaveTextContent('Sara');
    const houseRent = screen.getByRole('heading', { name: 'House rent' }).closest('section')!;
    expect(await within(houseRent).findByText('No history data.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Car rent',
      'House rent',
      'Car sell',
      'House sell',
    ]);

    const carRentSection = carRent.closest('section')!;
    await userEvent.click(within(carRentSection).getByRole('button', { name: 'Next' }));
    expect(await within(carRentSection).findByText('Yonas Alemu')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Car sell' })).toHaveTextContent('Dawit');
  });

  it('stacks each deal in one cell on a phone, with no column off the screen', async () => {
    // A 360 px screen: below the 'sm' breakpoint, so every max-width query matches.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    mockApi({
      'GET /api/buyer/request/unread': unreadReply(0),
      'GET /api/seller/histroy': historyReply,
    });
    renderApp('/seller/history', SELLER_SESSION);
    const carRent = await screen.findByRole('table', { name: 'Car rent' });
    const headers = within(carRent)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Details']);
    const [, deal] = within(carRent).getAllByRole('row');
    const cells = within(deal).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveTextContent('Meron Alemu');
    expect(cells[0]).toHaveTextContent('Details: Deal 1');
    expect(within(cells[0]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('shows the failure in each table that could not be read', async () => {
    mockApi({ 'GET /api/seller/histroy': () => apiError(500, 'Internal server error') });
    renderApp('/seller/history', SELLER_SESSION);
    await vi.waitFor(() =>
      expect(
        screen.getAllByText('Failed to fetch history data. Please try again later.'),
      ).toHaveLength(4),
    );
  });
});
