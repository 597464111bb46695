import type { Page } from 'playwright-core';
import { logIn, newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const ADMIN = { email: 'admin.browser@gebeya.et', password: 'admin password 1' };
const MANAGER = { email: 'mulu.manager@gebeya.et', password: 'manager password 1' };

/** The tile names of the dashboard, in order. */
async function tiles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Back-office pages' });
  await list.waitFor();
  return list.getByRole('link').allTextContents();
}

describe('Back-office in Chromium', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

  it('an admin adds a manager, who sees the manager tiles only and cannot add employees', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await signInAs(page, app.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${app.server.baseUrl}/employee/admin`);
    expect(await tiles(page)).toContain('Add Employee');
    await screenshot(page, 'backoffice-admin-dashboard-desktop');

    await page
      .getByRole('list', { name: 'Back-office pages' })
      .getByRole('link', { name: 'Add Employee' })
      .click();
    await page.getByRole('heading', { name: 'Add Employee' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(MANAGER.email);
    await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
    await page.getByLabel('First name').fill('Mulu');
    await page.getByLabel('Last name').fill('Tesfaye');
    await page.getByLabel('Phone number').fill('0911223344');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await screenshot(page, 'backoffice-add-employee-desktop');
    await page.getByRole('button', { name: 'Add employee' }).click();
    await page.getByText('Successfully registered!').waitFor();

    await page.goto(`${app.server.baseUrl}/employee/list`);
    const row = page.getByRole('row').filter({ hasText: MANAGER.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Manager');
    await context.close();
    expect(errors).toEqual([]);

    // The manager signs in through the login page.
    const manager = await newPage(app.browser, VIEWPORTS.phone);
    const mpage = manager.page;
    await logIn(mpage, app.server.baseUrl, MANAGER.email, MANAGER.password);
    await mpage.goto(`${app.server.baseUrl}/employee/admin`);
    expect(await tiles(mpage)).toEqual([
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
    ]);
    await screenshot(mpage, 'backoffice-manager-dashboard-phone');

    await mpage.goto(`${app.server.baseUrl}/employee/add`);
    await mpage.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    expect(new URL(mpage.url()).pathname).toBe('/unauthorized');

    // The server agrees with the page guard.
    const token = await mpage.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token,
    );
    const refused = await fetch(`${app.server.baseUrl}/api/employee/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    await manager.context.close();
    expect(manager.errors).toEqual([]);
  });

  it('a manager reads the income page with its chart', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await signInAs(page, app.server.baseUrl, MANAGER.email, MANAGER.password);
    await page.goto(`${app.server.baseUrl}/employee/costs`);
    await page.getByLabel('Paid to', { exact: true }).fill('Ethio Telecom');
    await page.getByLabel('Title', { exact: true }).fill('Internet');
    await page.getByLabel('Description', { exact: true }).fill('Fibre line for May');
    await page.getByLabel('Amount (ETB)').fill('350.50');
    await page.getByRole('button', { name: 'Add cost' }).click();
    await page.getByText('Cost added successfully!').waitFor();
    await page.getByRole('table', { name: 'Costs so far' }).getByText('Ethio Telecom').waitFor();

    await page
      .getByRole('navigation', { name: 'Back-office menu' })
      .getByRole('link', { name: 'Income' })
      .click();
    await page.getByRole('img', { name: 'Bar chart of income and costs by month' }).waitFor();
    expect(await page.getByTestId('figure-costs').textContent()).toContain('ETB 350.50');
    expect(await page.getByTestId('figure-net').textContent()).toContain('-ETB 350.50');
    await screenshot(page, 'backoffice-income-desktop');
    await context.close();
    expect(errors).toEqual([]);
  });
});
