import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

describe('Contact access in Chromium', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });

  it.each(Object.entries(VIEWPORTS))(
    'a buyer uses a free trial to see a seller phone number (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const email = `trial.${name}.${Date.now()}@example.et`;
      const password = 'buyer password 1';
      const registered = await fetch(`${app.server.baseUrl}/api/buyer/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          buyerFirstName: 'Meron',
          buyerLastName: 'Alemu',
          PhoneNumber: '+251944556677',
          buyerCity: 'Adama',
        }),
      });
      expect(registered.status).toBe(201);
      const latest = (await (
        await fetch(`${app.server.baseUrl}/api/listings/latest?limit=1`)
      ).json()) as {
        data: { type: string; postHash: string }[];
      };
      const { type, postHash } = latest.data[0];

      const session = await signInAs(page, app.server.baseUrl, email, password);
      await page.goto(`${app.server.baseUrl}/seller/${type}/${postHash}`);
      await page.getByRole('button', { name: 'Get Seller Address' }).click();
      const phone = page.locator('a[href="tel:+251911234567"]');
      await phone.waitFor();
      await page.getByText('Abebe').first().waitFor();
      await screenshot(page, `subscriptions-seller-phone-${name}`);

      const trials = (await (
        await fetch(`${app.server.baseUrl}/api/buyer/free-trial`, {
          headers: { 'x-access-token': session.token },
        })
      ).json()) as { freeTrialsUsed: number };
      expect(trials.freeTrialsUsed).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
