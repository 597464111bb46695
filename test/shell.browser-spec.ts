import { newPage, screenshot, useAppInChromium, VIEWPORTS } from './utils/browser';

describe('The client shell in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'false' });

  it.each(Object.entries(VIEWPORTS))(
    'renders the home page with its four tiles (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      await page.goto(app.server.baseUrl);
      for (const title of [
        'Cars for Rent',
        'Houses for Rent',
        'Cars for Sale',
        'Houses for Sale',
      ]) {
        await page.getByRole('link', { name: new RegExp(title) }).waitFor();
      }
      await page.getByText('Welcome to Gebeya').waitFor();
      await screenshot(page, `shell-home-${name}`);
      // Nothing scrolls sideways on a small phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('sends a guest who clicks a tile to the login wall', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await page.goto(app.server.baseUrl);
    await page.getByRole('link', { name: /Cars for Rent/ }).click();
    await page.getByText('Login to Access This Page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/getCarRent');
    await screenshot(page, 'shell-login-wall');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu at 360 px', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await page.goto(app.server.baseUrl);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'mobile' });
    await menu.waitFor();
    await screenshot(page, 'shell-mobile-menu');
    await menu.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/service');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to Amharic and remembers the choice', async () => {
    const { context, page } = await newPage(app.browser, VIEWPORTS.desktop);
    await page.goto(app.server.baseUrl);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
    // The category tile's heading (the home search's list picker names it too).
    await page.getByRole('heading', { name: 'የሚከራዩ መኪኖች' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'የሚከራዩ መኪኖች' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('am');
    await screenshot(page, 'shell-home-amharic');
    await context.close();
  });

  it('serves client routes on reload and a not-found page for unknown ones', async () => {
    const { context, page } = await newPage(app.browser, VIEWPORTS.desktop);
    await page.goto(`${app.server.baseUrl}/about`);
    await page.getByText('10,000+').waitFor();
    await page.goto(`${app.server.baseUrl}/buyersOnly`);
    await page.getByText('Only Buyers Can View This Page').waitFor();
    await page.goto(`${app.server.baseUrl}/no/such/page`);
    await page.getByText('Page not found').waitFor();
    await context.close();
  });
});
