import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { ADMIN_SESSION, BUYER_SESSION, renderApp, SELLER_SESSION } from '../../test/render';
import { SESSION_STORAGE_KEY } from '../auth/session';

const mainNav = () => screen.getByRole('navigation', { name: 'main' });

describe('Header', () => {
  it('offers Login and Register to a visitor, with the four main links', () => {
    renderApp('/');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    const links = within(mainNav())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', '/about', '/service', '/contact']);
  });

  it.each([
    [SELLER_SESSION, 'Abebe (Seller)', 'Admin Post', '/seller/adminPost'],
    [BUYER_SESSION, 'Hanna (Buyer)', 'Subscribe', '/buyer/subscibe'],
    [ADMIN_SESSION, 'Selam (Employee)', 'Admin', '/employee/admin'],
  ])('shows a signed-in user their name, role and role link', (session, label, linkName, href) => {
    renderApp('/', session);
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(label);
    expect(within(mainNav()).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps the name and role on a phone, where the other links move into the menu', () => {
    renderApp('/', BUYER_SESSION);
    const account = screen.getByRole('button', { name: 'Account menu' });
    // Only the main links hide below md; the account button's box shows at every width.
    expect(account.closest('nav')).toBeNull();
    expect(account.parentElement).not.toHaveStyle({ display: 'none' });
    expect(account).toHaveTextContent('Hanna (Buyer)');
  });

  describe('in Amharic', () => {
    afterEach(() => changeLanguage('en'));

    it.each([
      [SELLER_SESSION, 'Abebe (ሻጭ)'],
      [BUYER_SESSION, 'Hanna (ገዢ)'],
      [ADMIN_SESSION, 'Selam (ሠራተኛ)'],
    ])('translates the role beside the name', async (session, label) => {
      await changeLanguage('am');
      renderApp('/', session);
      expect(screen.getByRole('button', { name: 'የመለያ ምናሌ' })).toHaveTextContent(label);
    });
  });

  it('logs out: clears the stored session and goes to /login', async () => {
    const { router } = renderApp('/about', SELLER_SESSION);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('opens the mobile menu and closes it after a choice', async () => {
    const { router } = renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'mobile' });
    await userEvent.click(within(menu).getByRole('button', { name: 'About' }));
    expect(router.location.pathname).toBe('/about');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'mobile' })).not.toBeInTheDocument(),
    );
  });
});
