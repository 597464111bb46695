import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('HomePage', () => {
  it('links the four category tiles to their browse pages', () => {
    renderApp('/');
    const expected = {
      'Cars for Rent': '/getCarRent',
      'Houses for Rent': '/getHouseRent',
      'Cars for Sale': '/getCarSell',
      'Houses for Sale': '/getHouseSell',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('has the latest-listings section, the ad slot and the footer call to action', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Latest listings' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });
});
