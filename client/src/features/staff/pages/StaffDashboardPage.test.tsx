import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';
import { staffSession } from '../test-fixtures';

const tileNames = async () => {
  const tiles = await screen.findByRole('list', { name: 'Back-office pages' });
  return within(tiles)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const MANAGER_TILES = [
  'Employees',
  'Seller Data',
  'Seller Car Rent',
  'Seller Car Sell',
  'Seller House Rent',
  'Seller House Sell',
  'Buyer Data',
  'Seller Contact',
  'Buyer Contact',
  'History',
  'Costs',
  'Income',
  'Moderation',
];

describe('Staff dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an admin every built page, adding employees and the audit log included', async () => {
    renderApp('/employee/admin', staffSession(3));
    expect(await tileNames()).toEqual([
      'Employees',
      'Add Employee',
      ...MANAGER_TILES.slice(1),
      'Audit log',
    ]);
    expect(screen.getByText('Gebeya back-office')).toBeInTheDocument();
    expect(screen.getByText(/signed in as Selam \(Admin\)/)).toBeInTheDocument();
  });

  it('shows a manager the level 2 and 3 pages only, in the tiles and the side menu', async () => {
    renderApp('/employee/admin', staffSession(2));
    expect(await tileNames()).toEqual(MANAGER_TILES);
    const menu = await screen.findByRole('navigation', { name: 'Back-office menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(['Admin dashboard', ...MANAGER_TILES]);
    expect(within(menu).getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tells a level 1 employee there is nothing for their level yet', async () => {
    renderApp('/employee/admin', staffSession(1));
    expect(
      await screen.findByText(/There are no back-office pages for your level yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Back-office pages' })).not.toBeInTheDocument();
  });
});

describe('Staff guards (spec §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/employee/add', 2],
    ['/employee/edit/EMPLOYEEHASH00000000000021', 2],
    ['/employee/audit', 2],
    ['/employee/list', 1],
    ['/employee/seller', 1],
    ['/employee/buyer', 1],
    ['/employee/seller/carRent', 1],
    ['/employee/seller/houseSell/7', 1],
    ['/employee/sellerContact', 1],
    ['/employee/buyerContact', 1],
    ['/employee/seller/history', 1],
    ['/employee/costs', 1],
    ['/employee/income', 1],
  ] as const)('sends %s away to /unauthorized at level %i', async (path, level) => {
    mockApi({});
    const { router } = renderApp(path, staffSession(level));
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    expect(router.location.pathname).toBe('/unauthorized');
  });

  it.each([SELLER_SESSION, BUYER_SESSION])('sends a non-employee to /onlyEmployee', async (s) => {
    const { router } = renderApp('/employee/admin', s);
    expect(
      await screen.findByRole('heading', { name: 'Only Employees Can View This Page' }),
    ).toBeVisible();
    expect(router.location.pathname).toBe('/onlyEmployee');
  });
});
