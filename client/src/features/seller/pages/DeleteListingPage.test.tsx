import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { HOUSE_SELL_WIRE, pageOf } from '../test-fixtures';

describe('Delete listing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks, deletes, and returns to the own list', async () => {
    let deleted = false;
    const calls = mockApi({
      'GET /api/perSeller/houseSell/hs9': () => [200, { status: 'success', data: HOUSE_SELL_WIRE }],
      'GET /api/perSeller/houseSell': () => pageOf(deleted ? [] : [HOUSE_SELL_WIRE]),
      'DELETE /api/perSeller/houseSell/hs9': () => {
        deleted = true;
        return [200, { status: 'success', message: 'House for sale deleted successfully.' }];
      },
    });
    const { router } = renderApp('/seller/houseSell/delete/hs9', SELLER_SESSION);
    const dialog = await screen.findByRole('dialog', { name: 'Delete House for Sale' });
    expect(
      await within(dialog).findByText(
        '“Apartment” and its photos will be deleted. This cannot be undone.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/seller/houseSell'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/perSeller/houseSell/hs9',
    ]);
    expect(await screen.findByText('Listing deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No house sell data available.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns to the list without deleting on Cancel', async () => {
    const calls = mockApi({ 'GET /api/perSeller/houseSell': () => pageOf([HOUSE_SELL_WIRE]) });
    const { router } = renderApp('/seller/houseSell/delete/hs9', SELLER_SESSION);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/seller/houseSell'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('keeps the dialog open with the spec message when the delete gets no answer', async () => {
    mockApi({
      'GET /api/perSeller/carRent': () => pageOf([]),
      'DELETE /api/perSeller/carRent/abc123': () => Promise.reject(new TypeError('offline')),
    });
    const { router } = renderApp('/seller/carRent/delete/abc123', SELLER_SESSION);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while deleting car rent details.',
    );
    expect(router.location.pathname).toBe('/seller/carRent/delete/abc123');
  });

  it.each([
    ['en', 'carRent', 'Failed to delete car rent details.'],
    ['en', 'houseSell', 'Failed to delete house sale details.'],
    ['am', 'carRent', 'የመኪና ኪራዩን ዝርዝር መሰረዝ አልተሳካም።'],
  ] as const)(
    'shows the spec text (%s) when the %s delete fails on the server',
    async (lang, type, text) => {
      mockApi({
        [`GET /api/perSeller/${type}`]: () => pageOf([]),
        [`DELETE /api/perSeller/${type}/x1`]: () => apiError(500, 'Internal server error'),
      });
      await inLanguage(lang, async () => {
        renderApp(`/seller/${type}/delete/x1`, SELLER_SESSION);
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(
          within(dialog).getByRole('button', { name: lang === 'am' ? 'ሰርዝ' : 'Delete' }),
        );
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
        expect(within(dialog).queryByText(/Internal server error/)).not.toBeInTheDocument();
      });
    },
  );

  it('says in Amharic that the house sale delete got no answer, in the house rent wording', async () => {
    mockApi({
      'GET /api/perSeller/houseSell': () => pageOf([]),
      'DELETE /api/perSeller/houseSell/x1': () => Promise.reject(new TypeError('offline')),
    });
    await inLanguage('am', async () => {
      renderApp('/seller/houseSell/delete/x1', SELLER_SESSION);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'ሰርዝ' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'የቤት ኪራዩን ዝርዝር በመሰረዝ ላይ ስህተት ተከስቷል።',
      );
    });
  });
});
