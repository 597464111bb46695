import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import type { SenderType } from '../api/contact-api';

const inquiry = (type: SenderType, id: number, title: string, reply: string | null = null) => ({
  [`${type}ContactId`]: id,
  [`${type}Id`]: 1,
  [`${type}FirstName`]: 'Tigist',
  [`${type}LastName`]: 'Bekele',
  PhoneNumber: '+251911223344',
  title,
  description: `About ${title}`,
  reply,
  [`${type}ContactDate`]: new Date(2026, 9, 1, 10, 0).toISOString(),
  replyDate: reply ? new Date(2026, 9, 2, 16, 45).toISOString() : null,
});

const listReply = (rows: unknown[]) =>
  [200, { status: 'success', data: rows, meta: { page: 1, pageSize: 10, total: rows.length } }] as [
    number,
    unknown,
  ];

describe.each<[SenderType, typeof SELLER_SESSION]>([
  ['seller', SELLER_SESSION],
  ['buyer', BUYER_SESSION],
])('Contact us as a %s', (type, session) => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an inquiry with its own calls and lists it', async () => {
    let rows = [inquiry(type, 1, 'Payments', 'Use telebirr.')];
    const calls = mockApi({
      [`GET /api/${type}/contact`]: () => listReply(rows),
      [`POST /api/${type}/contact`]: (body) => {
        rows = [inquiry(type, 2, (body as { title: string }).title), ...rows];
        return [201, { status: 'success', message: 'Your inquiry has been sent successfully.' }];
      },
    });
    renderApp('/contact', session);
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Your inquiries' });
    expect(await within(list).findByText('Use telebirr.')).toBeInTheDocument();
    expect(within(list).getByText('Sent 01/10/2026:10:00')).toBeInTheDocument();
    expect(within(list).getByText('Replied 02/10/2026:16:45')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '  Listing photos ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'How many photos can I add?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your inquiry has been sent successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/${type}/contact`,
      body: { title: 'Listing photos', description: 'How many photos can I add?' },
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(await within(list).findByText('Listing photos')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for response')).toBeInTheDocument();
  });

  it('shows a reply that came while the user was on another page', async () => {
    let rows = [inquiry(type, 1, 'Payments')];
    mockApi({ [`GET /api/${type}/contact`]: () => listReply(rows) });
    const { router } = renderApp('/contact', session);
    const list = await screen.findByRole('region', { name: 'Your inquiries' });
    expect(await within(list).findByText('Waiting for response')).toBeInTheDocument();

    rows = [inquiry(type, 1, 'Payments', 'Use telebirr.')];
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/contact'));
    const again = await screen.findByRole('region', { name: 'Your inquiries' });
    expect(await within(again).findByText('Use telebirr.')).toBeInTheDocument();
  });

  it('needs a title and a description', async () => {
    const calls = mockApi({ [`GET /api/${type}/contact`]: () => listReply([]) });
    renderApp('/contact', session);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByText('No contact data.')).toBeInTheDocument();
  });

  it('deletes an inquiry after asking', async () => {
    let rows = [inquiry(type, 7, 'Old question')];
    const calls = mockApi({
      [`GET /api/${type}/contact`]: () => listReply(rows),
      [`DELETE /api/${type}/deleteContact`]: () => {
        rows = [];
        return [200, { status: 'success', message: 'Your inquiry has been deleted.' }];
      },
    });
    renderApp('/contact', session);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the inquiry “Old question”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this inquiry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your inquiry has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No contact data.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: `/api/${type}/deleteContact`,
      body: { [`${type}ContactId`]: 7 },
    });
  });

  it('shows the failure to send and the server message when the list fails', async () => {
    mockApi({
      [`GET /api/${type}/contact`]: () => apiError(503, 'The database is not reachable.'),
      [`POST /api/${type}/contact`]: () => apiError(500, 'Internal server error'),
    });
    renderApp('/contact', session);
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Anyone there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Failed to send your inquiry. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('Contact us for other users', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells staff their user type is not recognized, and calls nothing', async () => {
    const calls = mockApi({});
    renderApp('/contact', ADMIN_SESSION);
    expect(
      await screen.findByText('User type not recognized. Please log in correctly.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('contact'))).toEqual([]);
  });

  it('asks visitors to log in', async () => {
    mockApi({});
    renderApp('/contact');
    expect(await screen.findByText('Login to Access This Page')).toBeInTheDocument();
  });
});
