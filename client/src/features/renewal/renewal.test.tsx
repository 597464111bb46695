import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../test/language';
import { codedError, mockApi } from '../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../test/render';
import { CAR_RENT_WIRE, pageOf } from '../seller/test-fixtures';
import { LooksLikeOwnNotice } from './components/LooksLikeOwnNotice';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS + 60_000).toISOString();
const RENEW_API = `POST /api/perSeller/carRent/${CAR_RENT_WIRE.postHash}/renew`;

describe('Renewal on the own listings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an active listing with the days it has left, and no Renew before its last days', async () => {
    mockApi({
      'GET /api/perSeller/carRent': () => pageOf([{ ...CAR_RENT_WIRE, expiresAt: inDays(40) }]),
    });
    renderApp('/seller/carRent', SELLER_SESSION);
    const chips = await screen.findByTestId('listing-expiry');
    expect(within(chips).getByText('Active')).toBeInTheDocument();
    expect(within(chips).getByText('Expires in 40 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Toyota Vitz' })).toBeNull();
  });

  it('renews a listing in its last days with one click', async () => {
    let renewed = false;
    const calls = mockApi({
      'GET /api/perSeller/carRent': () =>
        pageOf([{ ...CAR_RENT_WIRE, expiresAt: renewed ? inDays(60) : inDays(2) }]),
      [RENEW_API]: () => {
        renewed = true;
        return [200, { status: 'success', data: { ...CAR_RENT_WIRE, expiresAt: inDays(60) } }];
      },
    });
    renderApp('/seller/carRent', SELLER_SESSION);
    expect(await screen.findByText('Expires in 2 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Toyota Vitz' }));
    expect(
      await screen.findByText('Renewed: your listing is back at the top for another period.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Expires in 60 days')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers Renew on an expired listing, in Amharic too, and shows a refusal', async () => {
    mockApi({
      'GET /api/perSeller/carRent': () =>
        pageOf([{ ...CAR_RENT_WIRE, status: 'expired', expiresAt: inDays(-1) }]),
      [RENEW_API]: () => codedError(400, 'NOT_DUE_FOR_RENEWAL', 'Not due', { params: { days: 3 } }),
    });
    await inLanguage('am', async () => {
      renderApp('/seller/carRent', SELLER_SESSION);
      const renew = await screen.findByRole('button', { name: 'Toyota Vitzን አድስ' });
      expect(renew).toHaveTextContent('አድስ');
      await userEvent.click(renew);
      expect(
        await screen.findByText(/ማደስ የሚቻለው ጊዜው ካለፈ በኋላ ወይም ከማለቁ በፊት ባሉት የመጨረሻ 3 ቀናት/),
      ).toBeInTheDocument();
    });
  });
});

describe('The renewal link of a reminder e-mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renews the listing without signing in and links to it', async () => {
    const calls = mockApi({
      'POST /api/listings/renew-by-link': () => [
        200,
        {
          status: 'success',
          data: {
            type: 'carRent',
            postHash: 'abc123',
            renewed: true,
            expiresAt: '2027-01-23T09:00:00.000Z',
          },
        },
      ],
    });
    renderApp('/renew/12.abc.def.signature');
    expect(
      await screen.findByText(/Your listing has been renewed\. It is back at the top/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listing' })).toHaveAttribute(
      'href',
      '/seller/carRent/abc123',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: '12.abc.def.signature',
    });
  });

  it('says when the link was already used, in Amharic', async () => {
    mockApi({
      'POST /api/listings/renew-by-link': () => [
        200,
        {
          status: 'success',
          data: {
            type: 'houseSell',
            postHash: 'h1',
            renewed: false,
            expiresAt: '2027-01-23T09:00:00.000Z',
          },
        },
      ],
    });
    await inLanguage('am', async () => {
      renderApp('/renew/1.a.b.c');
      expect(await screen.findByText(/ይህ ማስታወቂያ ቀድሞ ታድሷል/)).toBeInTheDocument();
    });
  });

  it('explains a bad link and offers to sign in', async () => {
    mockApi({
      'POST /api/listings/renew-by-link': () =>
        codedError(400, 'RENEWAL_LINK_INVALID', 'This renewal link is not valid.'),
    });
    renderApp('/renew/nonsense');
    expect(
      await screen.findByText('This renewal link is not valid. Sign in to renew the listing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to renew' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('A post whose photo looks like an own listing', () => {
  const notice = {
    code: 'LOOKS_LIKE_OWN_LISTING' as const,
    listing: { type: 'houseRent' as const, postHash: 'h42' },
  };

  it('says so after the post, with a link to the other listing', async () => {
    await inLanguage('am', () => {
      render(
        <MemoryRouter>
          <LooksLikeOwnNotice notice={notice} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('status')).toHaveTextContent(/ቀደም ብለው ያስገቡትን ማስታወቂያ ይመስላል/);
      expect(screen.getByRole('link', { name: 'ሌላውን ማስታወቂያዎን ይመልከቱ' })).toHaveAttribute(
        'href',
        '/seller/houseRent/h42',
      );
    });
  });
});
