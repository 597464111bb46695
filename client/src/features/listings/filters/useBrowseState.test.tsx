import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation } from 'react-router-dom';
import { useBrowseState } from './useBrowseState';

/** The browse state beside the location the router rendered. */
function useBrowseAndLocation() {
  return { controls: useBrowseState('carSell'), location: useLocation() };
}

describe('useBrowseState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps both of two changes made before the page renders the first', () => {
    window.history.replaceState(null, '', '/getCarSell?fuel=Diesel');
    const { result } = renderHook(useBrowseAndLocation, {
      wrapper: ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>,
    });
    // Both calls use the controls of the same render, as two quick taps do while the router
    // is still rendering the first change.
    const { controls } = result.current;
    act(() => {
      controls.setFilters({ make: 'Toyota' });
      controls.setSort('priceAsc');
    });
    expect(window.location.search).toBe('?make=Toyota&fuel=Diesel&sort=priceAsc');
    expect(result.current.location.search).toBe('?make=Toyota&fuel=Diesel&sort=priceAsc');
    expect(result.current.controls.state).toMatchObject({
      filters: { fuel: 'Diesel', make: 'Toyota' },
      sort: 'priceAsc',
      page: 1,
    });
  });

  it('builds on the rendered query where routing is kept in memory', () => {
    const { result } = renderHook(useBrowseAndLocation, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/getCarSell?make=Toyota&page=3']}>{children}</MemoryRouter>
      ),
    });
    act(() => result.current.controls.setSort('priceDesc'));
    expect(result.current.location.search).toBe('?make=Toyota&sort=priceDesc');
    act(() => result.current.controls.setPage(2));
    expect(result.current.location.search).toBe('?make=Toyota&sort=priceDesc&page=2');
    // The window's own address, not the router's, was left alone.
    expect(window.location.pathname).toBe('/');
  });
});
