import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';

describe('About', () => {
  it('states the marketing claims and links onwards', async () => {
    renderApp('/about');
    expect(await screen.findByText('10,000+')).toBeInTheDocument();
    expect(screen.getByText('5+')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByText(/Addis Ababa, Ethiopia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/service');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+251/),
    );
  });

  it('asks a visitor to log in for Live Chat', async () => {
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Live Chat' }));
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Please login to use the Live Chat service');
    expect(within(notice).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens the assistant for a signed-in user', async () => {
    renderApp('/about', SELLER_SESSION);
    await userEvent.click(await screen.findByRole('button', { name: 'Live Chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Gebeya assistant' });
    expect(within(panel).getByText('Hello Abebe! How can I assist you today?')).toBeInTheDocument();
    expect(screen.queryByText(/Please login to use the Live Chat service/)).not.toBeInTheDocument();
  });
});

describe('Services', () => {
  it('has the two tabs, the three plans and the FAQ', async () => {
    renderApp('/service');
    expect(await screen.findByRole('tab', { name: 'For Sellers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const plan of ['Free Trial', 'Premium Seller', 'Premium Buyer']) {
      expect(screen.getByRole('heading', { name: plan })).toBeInTheDocument();
    }
    expect(screen.getByText('ETB 0')).toBeInTheDocument();
    expect(screen.getByText('ETB 500')).toBeInTheDocument();
    expect(screen.getByText('ETB 250')).toBeInTheDocument();
    expect(screen.getByText('How much does a post cost?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'For Buyers' }));
    expect(screen.getByText('Create a buyer account with your phone number.')).toBeInTheDocument();
  });
});

describe('Services call to action', () => {
  it.each([
    ['/register', 'Register Now', undefined],
    ['/seller/adminPost', 'Post a listing', SELLER_SESSION],
    ['/getCarRent', 'Browse listings', BUYER_SESSION],
  ] as const)('leads on to %s', async (href, name, session) => {
    renderApp('/service', session);
    await screen.findByRole('tab', { name: 'For Sellers' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('Denial and not-found pages', () => {
  it.each([
    ['/unauthorized', 'Unauthorized Access'],
    ['/Otherunauthorized', 'Only Sellers Can View This Page'],
    ['/onlyEmployee', 'Only Employees Can View This Page'],
    ['/buyersOnly', 'Only Buyers Can View This Page'],
    ['/nowhere', 'Page not found'],
  ])('%s says "%s"', (path, text) => {
    renderApp(path);
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
  });
});
