import type { Page } from 'playwright-core';
import {
  logIn,
  newPage,
  pickOption,
  screenshot,
  signInAs,
  useAppInChromium,
  VIEWPORTS,
} from './utils/browser';

const ADMIN = { email: 'admin.browser@gebeya.et', password: 'admin password 1' };
const MANAGER = { email: 'mulu.manager@gebeya.et', password: 'manager password 1' };
const SELLER = { email: 'hana.seller@gebeya.et', password: 'seller password 1' };

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
    await pickOption(page, page.getByRole('combobox', { name: 'Role' }), 'Manager');
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
      'Moderation',
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

  it("an admin replies to a seller's inquiry and the seller reads the reply", async () => {
    const registered = await fetch(`${app.server.baseUrl}/api/seller/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...SELLER,
        sellerFirstName: 'Hana',
        sellerLastName: 'Girma',
        PhoneNumber: '+251911556677',
        sellerCountry: 'Ethiopia',
        sellerCity: 'Adama',
      }),
    });
    expect(registered.status).toBe(201);
    const title = 'Top-up not showing';

    // The seller writes from the contact page on a phone.
    const seller = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(seller.page, app.server.baseUrl, SELLER.email, SELLER.password);
    await seller.page.goto(`${app.server.baseUrl}/contact`);
    await seller.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await seller.page
      .getByRole('textbox', { name: 'Description' })
      .fill('I paid 500 ETB through Chapa this morning but my balance is still 0.');
    await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
    await seller.page.getByText('Your inquiry has been sent successfully.').waitFor();
    await seller.page.getByText('Waiting for response').waitFor();

    // The admin sees the unanswered badge, opens the sellers' inquiries and replies.
    const admin = await newPage(app.browser, VIEWPORTS.desktop);
    await signInAs(admin.page, app.server.baseUrl, ADMIN.email, ADMIN.password);
    await admin.page.goto(`${app.server.baseUrl}/employee/admin`);
    const menuLink = admin.page
      .getByRole('navigation', { name: 'Back-office menu' })
      .getByRole('link', { name: /Seller Contact/ });
    await menuLink.getByText('1 unanswered inquiry').waitFor();
    await menuLink.click();
    await admin.page.waitForURL(/\/employee\/sellerContact$/);
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Waiting for response').waitFor();
    await screenshot(admin.page, 'backoffice-seller-inquiry-desktop');
    await row.getByRole('button', { name: `Reply to ${title}` }).click();
    const reply = 'Thank you, Hana. The payment was confirmed and 500 ETB is now on your balance.';
    await admin.page.getByRole('dialog').getByLabel('Reply').fill(reply);
    await admin.page.getByRole('button', { name: 'Send reply' }).click();
    await admin.page.getByText('Reply submitted successfully!').waitFor();
    await row.getByText(reply).waitFor();
    await admin.context.close();
    expect(admin.errors).toEqual([]);

    // Back on the seller's phone, the reply is under the inquiry.
    await seller.page.reload();
    await seller.page.getByText('Reply from our staff').waitFor();
    await seller.page.getByText(reply).waitFor();
    expect(await seller.page.getByText('Waiting for response').count()).toBe(0);
    await screenshot(seller.page, 'backoffice-seller-reads-reply-phone');
    await seller.context.close();
    expect(seller.errors).toEqual([]);
  }, 120000);

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
