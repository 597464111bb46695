import { logIn, newPage, screenshot, useAppInChromium, VIEWPORTS } from './utils/browser';
import { TestSmtpServer } from './utils/smtp';

describe('Accounts in Chromium', () => {
  const smtp = new TestSmtpServer();
  const email = `abebe.${Date.now()}@example.et`;
  let smtpPort = 0;

  beforeAll(async () => {
    smtpPort = await smtp.start();
  });
  afterAll(() => smtp.stop());

  const app = useAppInChromium(() => ({
    DEMO_DATA: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
  }));

  it.each(Object.entries(VIEWPORTS))(
    'registers a seller, logs in and out (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await newPage(app.browser, viewport);
      const address = name === 'phone' ? email.replace('@', '.phone@') : email;
      await page.goto(app.server.baseUrl);
      await page.goto(`${app.server.baseUrl}/register`);
      await page.getByRole('link', { name: /I am a seller/ }).click();
      await page.getByRole('heading', { name: 'CREATE SELLER ACCOUNT' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(address);
      await page.getByLabel('Password', { exact: true }).fill('seller password 1');
      await page.getByLabel('First name').fill('Abebe');
      await page.getByLabel('Last name').fill('Kebede');
      await page.getByLabel('Country', { exact: true }).fill('Ethiopia');
      await page.getByLabel('City').fill('Addis Ababa');
      await page.getByLabel('Phone number').fill('0911234567');
      await screenshot(page, `accounts-register-${name}`);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Successfully registered! Redirecting to login...').waitFor();
      await page.waitForURL((url) => url.pathname === '/login');

      await page.getByLabel('Email', { exact: true }).fill(address);
      await page.getByLabel('Password', { exact: true }).fill('seller password 1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? 'null') as { userType: string },
      );
      expect(stored.userType).toBe('seller');

      if (name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'mobile' })
          .getByRole('button', { name: 'Admin Post' })
          .waitFor();
        await screenshot(page, `accounts-signed-in-${name}`);
        await page.getByRole('button', { name: 'Logout' }).click();
      } else {
        await page
          .getByRole('button', { name: 'Account menu' })
          .getByText('Abebe (Seller)')
          .waitFor();
        await screenshot(page, `accounts-signed-in-${name}`);
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('resets a forgotten password through /otp with the e-mailed code', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.desktop);
    await page.goto(`${app.server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    // Pages load lazily: fill the form only once the new page is on screen.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = smtp.inbox.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(`OTP has been sent to ${email}`).waitFor();
    const [, otp] = await smtp.waitFor(email, /reset code is (\d{6})/, before);
    await page.getByLabel('OTP code').fill(otp);
    await page.getByLabel('New password', { exact: true }).fill('my new password 2');
    await page.getByLabel('Confirm password', { exact: true }).fill('my new password 2');
    await screenshot(page, 'accounts-reset');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully! Redirecting to login...').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, app.server.baseUrl, email, 'my new password 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a guest from a guarded page to login and back to it afterwards', async () => {
    const { context, page } = await newPage(app.browser, VIEWPORTS.desktop);
    await page.goto(`${app.server.baseUrl}/getCarRent`);
    await page.getByText('Login to Access This Page').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my new password 2');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/getCarRent');
    await context.close();
  });
});
