import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, codedError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';

const SELLER_FORM: Record<string, string> = {
  Email: 'abebe@example.et',
  Password: 'long enough pw',
  'First name': 'Abebe',
  'Last name': 'Kebede',
  Country: 'Ethiopia',
  City: 'Addis Ababa',
  'Phone number': '0911234567',
};

/** Fills the seller form by its labels (the English ones unless told). */
async function fillSeller(
  overrides: Partial<Record<string, string>> = {},
  form: Record<string, string> = SELLER_FORM,
) {
  const values = { ...form, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: true });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('Seller registration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is titled CREATE SELLER ACCOUNT', async () => {
    renderApp('/sellerRegister');
    expect(
      await screen.findByRole('heading', { name: 'CREATE SELLER ACCOUNT' }),
    ).toBeInTheDocument();
  });

  it.each([
    [{ City: '', Email: 'bad' }, 'All fields are required.'],
    [{ Email: 'bad@', Password: 'short' }, 'Invalid email format.'],
    [{ Password: 'short' }, 'Password must be at least 10 characters long.'],
  ])('checks the form in the spec order: %o', async (overrides, message) => {
    const calls = mockApi({});
    renderApp('/sellerRegister');
    await screen.findByRole('heading', { name: 'CREATE SELLER ACCOUNT' });
    await fillSeller(overrides);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toHaveLength(0);
  });

  it('sends the spec payload with the phone number composed and a generated hash', async () => {
    const calls = mockApi({
      'POST /api/seller/register': () => [201, { status: 'success', message: 'ok', data: {} }],
    });
    const { router } = renderApp('/sellerRegister');
    await screen.findByRole('heading', { name: 'CREATE SELLER ACCOUNT' });
    await fillSeller();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Successfully registered! Redirecting to login...'),
    ).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      email: 'abebe@example.et',
      password: 'long enough pw',
      PhoneNumber: '+251911234567',
      sellerFirstName: 'Abebe',
      sellerLastName: 'Kebede',
      sellerCountry: 'Ethiopia',
      sellerCity: 'Addis Ababa',
      sellerHash: expect.stringMatching(/^[A-Z0-9]{26}$/),
    });
    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'), {
      timeout: 3000,
    });
  });

  it("shows the server's message and puts field errors on their field", async () => {
    mockApi({
      'POST /api/seller/register': () =>
        apiError(409, 'A seller account with this email already exists.', [
          { field: 'email', message: 'A seller account with this email already exists.' },
        ]),
    });
    renderApp('/sellerRegister');
    await screen.findByRole('heading', { name: 'CREATE SELLER ACCOUNT' });
    await fillSeller();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A seller account with this email already exists.',
    );
    expect(screen.getByLabelText('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the field by its Amharic label in a coded server error', async () => {
    await inLanguage('am', async () => {
      const tooLong = {
        field: 'sellerFirstName',
        code: 'TOO_LONG',
        message: 'sellerFirstName must be at most 100 characters long.',
        params: { max: 100, field: 'sellerFirstName' },
      };
      mockApi({
        'POST /api/seller/register': () =>
          codedError(400, tooLong.code, tooLong.message, {
            params: tooLong.params,
            errors: [tooLong],
          }),
      });
      renderApp('/sellerRegister');
      await screen.findByRole('heading', { name: 'የሻጭ መለያ ይክፈቱ' });
      await fillSeller(
        {},
        {
          ኢሜይል: 'abebe@example.et',
          'የይለፍ ቃል': 'long enough pw',
          ስም: 'Abebe',
          'የአባት ስም': 'Kebede',
          አገር: 'Ethiopia',
          ከተማ: 'Addis Ababa',
          'ስልክ ቁጥር': '0911234567',
        },
      );
      await userEvent.click(screen.getByRole('button', { name: 'ተመዝገብ' }));
      const expected = 'ስም ቢበዛ 100 ቁምፊዎች መሆን አለበት።';
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(screen.getByLabelText('ስም', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getAllByText(expected)).toHaveLength(2);
      expect(document.body).not.toHaveTextContent('sellerFirstName');
    });
  });

  it('shows a generic message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderApp('/sellerRegister');
    await screen.findByRole('heading', { name: 'CREATE SELLER ACCOUNT' });
    await fillSeller();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('is closed to signed-in users, who go home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/user/me': () => [200, { status: 'success', data: {} }] });
    const { router } = renderApp('/buyerRegister', SELLER_SESSION);
    expect(
      screen.getByText('You are already logged in. Redirecting to home...'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(router.location.pathname).toBe('/');
    vi.useRealTimers();
  });
});

describe('Buyer registration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses a custom country code when Other is chosen, and requires it', async () => {
    const calls = mockApi({
      'POST /api/buyer/register': () => [201, { status: 'success', message: 'ok', data: {} }],
    });
    renderApp('/buyerRegister');
    await screen.findByRole('heading', { name: 'CREATE BUYER ACCOUNT' });
    for (const [label, value] of Object.entries({
      Email: 'hanna@example.et',
      Password: 'long enough pw',
      'First name': 'Hanna',
      'Last name': 'T',
      City: 'Adama',
      'Phone number': '7700900123',
    })) {
      await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
    }
    await userEvent.click(screen.getByLabelText('Country code'));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    await userEvent.type(screen.getByLabelText('Code'), '+44');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Successfully registered! Redirecting to login...');
    expect(calls[0].body).toMatchObject({ PhoneNumber: '+447700900123', buyerCity: 'Adama' });
  });
});
