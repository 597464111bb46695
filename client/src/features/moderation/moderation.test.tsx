import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../test/language';
import { mockApi } from '../../test/mock-api';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import { CAR_RENT_WIRE } from '../seller/test-fixtures';
import { staffSession } from '../staff/test-fixtures';

const DETAIL = `/seller/carRent/${CAR_RENT_WIRE.postHash}`;
const DETAIL_API = `GET /api/seller/carRent/${CAR_RENT_WIRE.postHash}`;
const REPORT_API = `/api/listings/carRent/${CAR_RENT_WIRE.postHash}/report`;
const REASON = 'The photos belong to another listing.';

const detail = (wire: object) => () =>
  [200, { status: 'success', data: wire }] as [number, unknown];

const entry = {
  section: 'reported',
  type: 'carRent',
  postHash: CAR_RENT_WIRE.postHash,
  listing: CAR_RENT_WIRE,
  openReports: 2,
  reasons: [{ reason: 'scam', count: 2 }],
  reports: [
    {
      reason: 'scam',
      note: 'Asks for a deposit first',
      reportedAt: '2026-11-20T08:00:00.000Z',
      reporter: { userType: 'buyer', id: 7, name: 'Watchful Buyer', email: 'w@example.et' },
    },
  ],
  flagReason: null,
  flaggedAt: null,
};
const counts = { reported: 1, flagged: 0, pending: 2, total: 3 };

describe('Reporting a listing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets a buyer report a listing once, with a note when the reason is "other"', async () => {
    let reported = false;
    const calls = mockApi({
      [DETAIL_API]: detail(CAR_RENT_WIRE),
      [`GET ${REPORT_API}`]: () => [200, { status: 'success', data: null }],
      [`POST ${REPORT_API}`]: () => {
        reported = true;
        return [
          201,
          {
            status: 'success',
            data: { reason: 'other', note: 'Wrong phone', reportedAt: '', open: true },
          },
        ];
      },
    });
    renderApp(DETAIL, BUYER_SESSION);
    // The first test loads the listing page's code: allow a busy machine its time.
    const button = await screen.findByRole('button', { name: 'Report' }, { timeout: 10_000 });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please say what is wrong.')).toBeInTheDocument();
    expect(reported).toBe(false);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What is wrong/ }),
      'Wrong phone',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. A moderator will look at this listing.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'other',
      note: 'Wrong phone',
    });
  });

  it('says so when the buyer already reported it', async () => {
    mockApi({
      [DETAIL_API]: detail(CAR_RENT_WIRE),
      [`GET ${REPORT_API}`]: () => [
        200,
        { status: 'success', data: { reason: 'scam', note: null, reportedAt: '', open: true } },
      ],
    });
    renderApp(DETAIL, BUYER_SESSION);
    expect(
      await screen.findByText('You reported this listing. A moderator will look at it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('shows its seller that it is hidden and why, in English and Amharic, and no Report button', async () => {
    mockApi({
      [DETAIL_API]: detail({ ...CAR_RENT_WIRE, status: 'hidden', statusReason: REASON }),
    });
    renderApp(DETAIL, SELLER_SESSION);
    expect(await screen.findByText('Hidden by a moderator')).toBeInTheDocument();
    expect(screen.getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await inLanguage('am', async () => {
      expect(await screen.findByText('በተቆጣጣሪ ተደብቋል')).toBeInTheDocument();
      expect(screen.getByText(`ምክንያት፦ ${REASON}`)).toBeInTheDocument();
    });
  });
});

describe('Moderation queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reports with their reporters and hides a listing with a reason', async () => {
    const calls = mockApi({
      'GET /api/moderation/queue': () => [
        200,
        { status: 'success', data: [entry], meta: { page: 1, pageSize: 10, total: 3 }, counts },
      ],
      'GET /api/moderation/queue/count': () => [200, { status: 'success', data: counts }],
      [`POST /api/moderation/listings/carRent/${CAR_RENT_WIRE.postHash}/hide`]: () => [
        200,
        { status: 'success', message: 'The listing is hidden.' },
      ],
    });
    renderApp('/employee/moderation', ADMIN_SESSION);
    const card = await screen.findByTestId('moderation-entry');
    expect(within(card).getByText('Reported')).toBeInTheDocument();
    expect(within(card).getByText('2 open reports')).toBeInTheDocument();
    expect(within(card).getByText('Asks for a deposit first')).toBeInTheDocument();
    expect(within(card).getByText(/Watchful Buyer \(buyer\) · w@example\.et/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To review (3)' })).toBeInTheDocument();
    // The menu's badge says how many wait.
    const menu = screen.getAllByRole('navigation', { name: /menu/i })[0];
    expect(await within(menu).findByText('3 listings to review')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /^Hide:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this listing?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      within(dialog).getByText('The reason must be at least 5 characters long.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.type(within(dialog).getByRole('textbox'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The listing is hidden.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/hide'))?.body).toEqual({ reason: REASON });
  });

  it('sums up many reports by reason and shows the rest on request', async () => {
    const report = (reason: string, name: string) => ({
      reason,
      note: `${name} says so`,
      reportedAt: '2026-11-20T08:00:00.000Z',
      reporter: { userType: 'buyer', id: 7, name, email: '' },
    });
    const many = {
      ...entry,
      openReports: 4,
      reasons: [
        { reason: 'scam', count: 3 },
        { reason: 'duplicate', count: 1 },
      ],
      reports: [
        report('scam', 'Almaz'),
        report('scam', 'Bekele'),
        report('duplicate', 'Chaltu'),
        report('scam', 'Dawit'),
      ],
    };
    mockApi({
      'GET /api/moderation/queue': () => [
        200,
        { status: 'success', data: [many], meta: { page: 1, pageSize: 10, total: 1 }, counts },
      ],
    });
    renderApp('/employee/moderation', ADMIN_SESSION);
    const card = await screen.findByTestId('moderation-entry');
    expect(within(card).getByText('Scam or fraud · 3')).toBeInTheDocument();
    expect(within(card).getByText('Duplicate listing · 1')).toBeInTheDocument();
    expect(within(card).getByText('Chaltu says so')).toBeInTheDocument();
    expect(within(card).queryByText('Dawit says so')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show all 4 reports' }));
    expect(within(card).getByText('Dawit says so')).toBeInTheDocument();
  });

  it('offers to restore a hidden listing its seller edited, or keep it hidden with a new reason', async () => {
    const edited = {
      ...entry,
      section: 'flagged',
      listing: { ...CAR_RENT_WIRE, status: 'hidden', statusReason: REASON },
      openReports: 0,
      reasons: [],
      reports: [],
      flagReason: 'edited-while-hidden',
      flaggedAt: '2026-11-21T08:00:00.000Z',
    };
    mockApi({
      'GET /api/moderation/queue': () => [
        200,
        { status: 'success', data: [edited], meta: { page: 1, pageSize: 10, total: 1 }, counts },
      ],
    });
    renderApp('/employee/moderation', ADMIN_SESSION);
    const card = await screen.findByTestId('moderation-entry');
    expect(
      within(card).getByText('Flagged: its seller has edited it since it was hidden'),
    ).toBeInTheDocument();
    expect(within(card).getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    const actions = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Restore', 'Hide', 'Remove']);
  });

  it('shows a manager the queue length beside the back-office link', async () => {
    const calls = mockApi({
      'GET /api/moderation/queue/count': () => [200, { status: 'success', data: counts }],
    });
    renderApp('/', staffSession(2));
    const nav = await screen.findByRole('navigation', { name: 'main' });
    const link = within(nav).getByRole('link', { name: /Admin/ });
    expect(await within(link).findByText('3')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/moderation/queue/count')).toBe(true);
  });

  it('asks nothing of the queue for a level 1 employee', async () => {
    const calls = mockApi({});
    renderApp('/', staffSession(1));
    await screen.findByRole('navigation', { name: 'main' });
    expect(calls.some((c) => c.path.startsWith('/api/moderation'))).toBe(false);
  });
});
