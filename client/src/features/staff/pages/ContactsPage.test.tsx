import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { pageReply, staffSession } from '../test-fixtures';

const sellerContact = (id: number, reply: string | null) => ({
  sellerContactId: id,
  sellerId: 7,
  sellerFirstName: 'Abebe',
  sellerLastName: 'Bikila',
  PhoneNumber: '+251911234567',
  title: `Question ${id}`,
  description: `About my listing ${id}`,
  reply,
  sellerContactDate: new Date(2026, 10, 2, 14, 30).toISOString(),
  replyDate: reply ? new Date(2026, 10, 3, 9, 5).toISOString() : null,
});

const buyerContact = {
  buyerContactId: 4,
  buyerId: 9,
  buyerFirstName: 'Meron',
  buyerLastName: 'Alemu',
  PhoneNumber: '+251944556677',
  title: 'Payment',
  description: 'My subscription did not start',
  reply: null,
  buyerContactDate: new Date(2026, 10, 4, 8, 0).toISOString(),
  replyDate: null,
};

const count = (n: number) => () =>
  [200, { status: 'success', data: { count: n } }] as [number, unknown];

describe('Staff contacts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists seller inquiries 10 a page, with replies or waiting, and filters them', async () => {
    const calls = mockApi({
      'GET /api/seller/allContact': pageReply(
        [sellerContact(1, null), sellerContact(2, 'Fixed, thanks')],
        12,
        10,
      ),
      'GET /api/seller/contact/unanswered': count(3),
      'GET /api/buyer/contact/unanswered': count(0),
    });
    renderApp('/employee/sellerContact', staffSession(2));
    const table = await screen.findByRole('table', { name: 'Inquiries from sellers' });
    const first = (await within(table).findByText('Question 1')).closest('tr')!;
    expect(first).toHaveTextContent('Abebe Bikila');
    expect(first).toHaveTextContent('About my listing 1');
    expect(first).toHaveTextContent('02/11/2026:14:30');
    expect(first).toHaveTextContent('Waiting for response');
    expect(within(table).getByText('Question 2').closest('tr')).toHaveTextContent('Fixed, thanks');
    const call = lastCallTo(calls, '/api/seller/allContact');
    expect(call.query.get('pageSize')).toBe('10');
    expect(call.query.get('answered')).toBeNull();
    expect(call.query.get('sort')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unanswered' }));
    await waitFor(() =>
      expect(lastCallTo(calls, '/api/seller/allContact').query.get('answered')).toBe('false'),
    );
  });

  it('replies to a buyer inquiry and refreshes the list and the badge', async () => {
    let replied = false;
    const calls = mockApi({
      'GET /api/buyer/allContact': () =>
        [
          200,
          {
            status: 'success',
            data: [{ ...buyerContact, reply: replied ? 'It is active now' : null }],
            meta: { page: 1, pageSize: 10, total: 1 },
          },
        ] as [number, unknown],
      'POST /api/buyer/replyContact': () => {
        replied = true;
        return [200, { status: 'success', message: 'Reply saved.' }];
      },
      'GET /api/seller/contact/unanswered': count(0),
      'GET /api/buyer/contact/unanswered': () => count(replied ? 0 : 1)(),
    });
    renderApp('/employee/buyerContact', staffSession(3));
    const menu = await screen.findByRole('navigation', { name: 'Back-office menu' });
    expect(await within(menu).findByText('1 unanswered inquiry')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to: Payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please write a reply.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reply'), 'It is active now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    // The client's own text, not the server's message.
    expect(await screen.findByText('Reply submitted successfully!')).toBeInTheDocument();
    expect(lastCallTo(calls, '/api/buyer/replyContact', 'POST').body).toEqual({
      buyerContactId: 4,
      reply: 'It is active now',
    });
    const table = screen.getByRole('table', { name: 'Inquiries from buyers' });
    expect(await within(table).findByText('It is active now')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).queryByText('1 unanswered inquiry')).not.toBeInTheDocument(),
    );
  });

  it('deletes a reply so the inquiry waits again, and says when that fails', async () => {
    let cleared = false;
    let fail = true;
    const calls = mockApi({
      'GET /api/seller/allContact': () =>
        pageReply([sellerContact(2, cleared ? null : 'Fixed, thanks')], 1, 10)(),
      'DELETE /api/seller/deleteContact': () => {
        if (fail) {
          fail = false;
          return apiError(500, 'Internal server error');
        }
        cleared = true;
        return [200, { status: 'success', message: 'Reply removed.' }];
      },
      'GET /api/seller/contact/unanswered': count(0),
      'GET /api/buyer/contact/unanswered': count(0),
    });
    renderApp('/employee/sellerContact', staffSession(2));
    const remove = await screen.findByRole('button', { name: 'Delete the reply to Question 2' });
    await userEvent.click(remove);
    expect(await screen.findByText('Failed to delete reply...')).toBeInTheDocument();
    await userEvent.click(remove);
    expect(await screen.findByText('Reply deleted successfully!')).toBeInTheDocument();
    expect(lastCallTo(calls, '/api/seller/deleteContact', 'DELETE').body).toEqual({
      sellerContactId: 2,
    });
    const table = screen.getByRole('table', { name: 'Inquiries from sellers' });
    expect(await within(table).findByText('Waiting for response')).toBeInTheDocument();
  });

  it('shows the unanswered counts as badges in the menu of a manager', async () => {
    mockApi({
      'GET /api/seller/contact/unanswered': count(3),
      'GET /api/buyer/contact/unanswered': count(1),
    });
    renderApp('/employee/admin', staffSession(2));
    const menu = await screen.findByRole('navigation', { name: 'Back-office menu' });
    const seller = within(menu).getByRole('link', { name: /Seller Contact/ });
    expect(await within(seller).findByText('3 unanswered inquiries')).toBeInTheDocument();
    expect(within(seller).getByText('3')).toBeInTheDocument();
    const buyer = within(menu).getByRole('link', { name: /Buyer Contact/ });
    expect(await within(buyer).findByText('1 unanswered inquiry')).toBeInTheDocument();
  });

  it('does not ask a level 1 employee for the counts', async () => {
    const calls = mockApi({});
    renderApp('/employee/admin', staffSession(1));
    await screen.findByText(/There are no back-office pages for your level yet/);
    expect(calls.some((c) => c.path.includes('unanswered'))).toBe(false);
  });
});
