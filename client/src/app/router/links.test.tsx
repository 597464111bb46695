import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './links';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

function Pages() {
  return useRoutes([{ path: '*', element: <Where /> }]);
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>{links}</nav>
      <Pages />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where');

describe('Link', () => {
  it('is a real link to the page and moves there within the app on a plain click', () => {
    renderAt('/', <Link to="/cars/rent?q=vitz">Cars</Link>);
    const link = screen.getByRole('link', { name: 'Cars' });
    expect(link).toHaveAttribute('href', '/cars/rent?q=vitz');
    fireEvent.click(link);
    expect(where()).toHaveTextContent('/cars/rent?q=vitz');
  });

  it('carries its state to the page it opens', () => {
    renderAt(
      '/',
      <Link to="/login" state={{ notice: 'saved.favourites.loginFirst' }}>
        Login
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(where()).toHaveTextContent('/login');
    expect(where()).toHaveAttribute(
      'data-state',
      JSON.stringify({ notice: 'saved.favourites.loginFirst' }),
    );
  });

  it('leaves a modified click, another target and a handled click to the browser or the caller', () => {
    renderAt(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/service" target="_blank">
          Services
        </Link>
        <Link to="/contact" onClick={(event) => event.preventDefault()}>
          Contact
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(where()).toHaveTextContent(/^\/$/);
  });

  it('passes its other attributes and ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null;
    renderAt(
      '/',
      <Link
        to="/about"
        className="ListingCard-link"
        aria-label="About us"
        ref={(node) => {
          anchor = node;
        }}
      >
        About
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveClass('ListingCard-link');
    expect(anchor).toBe(link);
  });
});

describe('NavLink', () => {
  const nav = (
    <>
      <NavLink to="/" end className="tab">
        Home
      </NavLink>
      <NavLink to="/seller/dashboard">Dashboard</NavLink>
      <NavLink to="/about">About</NavLink>
    </>
  );

  it('marks the open page, and the section a page below it belongs to', () => {
    renderAt('/Seller/dashboard/list', nav);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('tab');
  });

  it('marks an `end` link only on its own path, and follows the visitor', () => {
    renderAt('/', nav);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('tab', 'active');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('does not take a path that only starts with the same letters for a page below it', () => {
    renderAt('/aboutus', nav);
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveClass('active');
  });
});
