import type { Page } from 'playwright-core';
import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const BUYER = ['buyer@demo.gebeya.et', 'DemoBuyer2026'] as const;

/** The cards' links, in the grid's order, once the list has settled. */
async function cardLinks(page: Page): Promise<string[]> {
  await page.getByTestId('listing-grid').waitFor();
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('[data-testid=listing-grid]')!).opacity === '1',
  );
  return page
    .getByTestId('listing-grid')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Waits until the grid shows exactly these cards (a list read from the cache shows at once). */
async function waitForCards(page: Page, expected: string[]): Promise<void> {
  await page
    .waitForFunction(
      (hrefs) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid=listing-grid] a')].map((a) =>
            a.getAttribute('href'),
          ),
        ) === JSON.stringify(hrefs),
      expected,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect(await cardLinks(page)).toEqual(expected);
}

/** Resolves once a browse request with every one of `params` has been answered. */
function browseAnswered(page: Page, params: Record<string, string>) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/seller/carSell' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

describe('Browse filters in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });

  it('keeps filters and order in the URL: a reload shows the same listings', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await signInAs(page, app.server.baseUrl, ...BUYER);
    await page.goto(`${app.server.baseUrl}/getCarSell`);
    const everything = await cardLinks(page);
    // The filters come in their own chunk, possibly after the cards: wait for the form, then
    // for the makes the server has.
    const make = page.getByTestId('filter-make');
    await make.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLSelectElement>('[data-testid=filter-make]')?.length ?? 0) > 1,
    );
    let answered = browseAnswered(page, { make: 'Toyota' });
    await make.selectOption('Toyota');
    await answered;
    answered = browseAnswered(page, { make: 'Toyota', sort: 'priceAsc', currency: 'ETB' });
    await page.getByTestId('sort').selectOption('priceAsc');
    await answered;
    await page.waitForURL(/\/getCarSell\?make=Toyota&sort=priceAsc$/);
    await page.waitForFunction(() => {
      const links = [...document.querySelectorAll('[data-testid=listing-grid] a')];
      return links.length > 0 && links.every((a) => a.textContent?.includes('Toyota'));
    });
    const filtered = await cardLinks(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(everything.length);
    const titles = await page
      .getByTestId('listing-grid')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    for (const title of titles) expect(title).toContain('Toyota');
    await page.getByText('Make: Toyota').waitFor();
    await screenshot(page, 'filters/desktop-filtered');

    await page.reload();
    expect(await cardLinks(page)).toEqual(filtered);
    expect(await page.getByTestId('filter-make').inputValue()).toBe('Toyota');
    expect(await page.getByTestId('sort').inputValue()).toBe('priceAsc');

    // One tap clears them; the back button brings them back.
    await page.getByTestId('clear-all').click();
    await page.waitForURL(/\/getCarSell$/);
    await waitForCards(page, everything);
    await page.goBack();
    await page.waitForURL(/make=Toyota&sort=priceAsc$/);
    await waitForCards(page, filtered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the filters as a bottom sheet on a 360 px phone', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, ...BUYER);
    await page.goto(`${app.server.baseUrl}/getCarSell`);
    await cardLinks(page);
    await page.getByTestId('filters-button').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.waitFor();
    const answered = browseAnswered(page, { fuel: 'Diesel' });
    await sheet.getByTestId('filter-fuel').selectOption('Diesel');
    await answered;
    const show = sheet.getByTestId('filter-show');
    await page.waitForFunction(() =>
      /^Show \d+ listings?$/.test(
        document.querySelector('[data-testid=filter-show]')?.textContent ?? '',
      ),
    );
    // The sheet rises from the bottom edge and fits the screen's width.
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(VIEWPORTS.phone.height);
    expect(box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'filters/phone-sheet');
    await show.click();
    await sheet.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/getCarSell\?fuel=Diesel$/);
    const diesel = await cardLinks(page);
    expect(diesel.length).toBeGreaterThan(0);
    await page.getByText('Fuel: Diesel').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await screenshot(page, 'filters/phone-filtered');

    await page.reload();
    expect(await cardLinks(page)).toEqual(diesel);
    await page.getByText('Fuel: Diesel').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the home page in the list the visitor picks', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, ...BUYER);
    await page.goto(app.server.baseUrl);
    await page.getByTestId('home-search-type').selectOption('carSell');
    await page.getByRole('searchbox', { name: 'Search listings' }).fill('toyota');
    const answered = browseAnswered(page, { q: 'toyota' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/getCarSell\?q=toyota$/);
    await answered;
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('toyota');
    expect((await cardLinks(page)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
