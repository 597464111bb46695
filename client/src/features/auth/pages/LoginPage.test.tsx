import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../app/auth/session';
import { inLanguage } from '../../../test/language';
import { apiError, codedError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email', { exact: true }), email);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to Forgot Password and Create Account', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/otp',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('saves the session under "user" and goes home', async () => {
    const calls = mockApi({
      'POST /api/user/login': () => [
        200,
        { status: 'success', message: 'ok', data: SELLER_SESSION },
      ],
    });
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await submit('abebe@example.et', 'long enough pw');
    expect(
      await screen.findByText('Successfully logged in! Redirecting to home...'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(SELLER_SESSION);
    expect(calls[0].body).toEqual({ email: 'abebe@example.et', password: 'long enough pw' });
    await vi.waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(
      'Abebe (Seller)',
    );
  });

  it('returns to the page that sent the user to log in', async () => {
    mockApi({
      'POST /api/user/login': () => [
        200,
        { status: 'success', message: 'ok', data: SELLER_SESSION },
      ],
    });
    const { router } = renderApp('/login');
    await act(() =>
      router.navigate('/login', { state: { from: { pathname: '/contact', search: '' } } }),
    );
    await screen.findByRole('button', { name: 'Login' });
    await submit('abebe@example.et', 'long enough pw');
    await vi.waitFor(() => expect(router.location.pathname).toBe('/contact'));
  });

  it("shows the server's message for wrong credentials", async () => {
    mockApi({ 'POST /api/user/login': () => apiError(401, 'Invalid email or password.') });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await submit('abebe@example.et', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("says a wrong password in Amharic from the reply's code", async () => {
    await inLanguage('am', async () => {
      mockApi({
        'POST /api/user/login': () =>
          codedError(401, 'WRONG_CREDENTIALS', 'Invalid email or password.'),
      });
      renderApp('/login');
      await userEvent.type(await screen.findByLabelText('ኢሜይል', { exact: true }), 'a@b.et');
      await userEvent.type(screen.getByLabelText('የይለፍ ቃል', { exact: true }), 'wrong password');
      await userEvent.click(screen.getByRole('button', { name: 'ግባ' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።');
      expect(alert).not.toHaveTextContent('Invalid email or password.');
    });
  });

  it('checks the e-mail and the password length first', async () => {
    const calls = mockApi({});
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await submit('abebe@example.et', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 10 characters long.',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('Session expiry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs the user out with a message when the server refuses the stored token', async () => {
    mockApi({
      'GET /api/user/me': () => apiError(401, 'Your session has expired. Please log in again.'),
    });
    renderApp('/', SELLER_SESSION);
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toBeInTheDocument();
  });

  it('drops a token whose expiry has passed without asking the server', () => {
    const expired = `x.${btoa(JSON.stringify({ exp: 1 }))}.y`;
    const calls = mockApi({});
    renderApp('/', { ...SELLER_SESSION, token: expired });
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
