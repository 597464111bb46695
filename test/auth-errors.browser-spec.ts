import { newPage, screenshot, useAppInChromium, VIEWPORTS } from './utils/browser';

/** What the sign-in pages say, and the server's refusals as the user reads them. */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    city: 'City',
    phone: 'Phone number',
    register: 'Register',
    sendOtp: 'Send OTP',
    otp: 'OTP code',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    reset: 'Reset Password',
    wrongCredentials: 'Invalid email or password.',
    emailTaken: 'A seller account with this email already exists.',
    wrongOtp: 'Invalid or expired OTP.',
  },
  am: {
    email: 'ኢሜይል',
    password: 'የይለፍ ቃል',
    login: 'ግባ',
    firstName: 'ስም',
    lastName: 'የአባት ስም',
    country: 'አገር',
    city: 'ከተማ',
    phone: 'ስልክ ቁጥር',
    register: 'ተመዝገብ',
    sendOtp: 'OTP ላክ',
    otp: 'የOTP ኮድ',
    newPassword: 'አዲስ የይለፍ ቃል',
    confirmPassword: 'የይለፍ ቃሉን ያረጋግጡ',
    reset: 'የይለፍ ቃል ቀይር',
    wrongCredentials: 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።',
    emailTaken: 'በዚህ ኢሜይል የተመዘገበ የሻጭ መለያ አስቀድሞ አለ።',
    wrongOtp: 'OTP ትክክል አይደለም ወይም ጊዜው አልፎበታል።',
  },
} as const;

/** English sentences of the server that must never show on the Amharic pages. */
const SERVER_ENGLISH = /Invalid email or password|already exists|Invalid or expired OTP/;

describe('Refusals on the sign-in pages at 360 px', () => {
  const app = useAppInChromium({ DEMO_DATA: 'false', AUTH_RATE_LIMIT: '1000' });
  const email = `taken.${Date.now()}@example.et`;

  beforeAll(async () => {
    const res = await fetch(`${app.server.baseUrl}/api/seller/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'seller password 1',
        sellerFirstName: 'Abebe',
        sellerLastName: 'Kebede',
        PhoneNumber: '+251911234567',
        sellerCountry: 'Ethiopia',
        sellerCity: 'Addis Ababa',
      }),
    });
    expect(res.status).toBe(201);
  });

  it.each(['en', 'am'] as const)('says them in the chosen language (%s)', async (language) => {
    const text = TEXTS[language];
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    /** Amharic pages show none of the server's English. */
    const expectInLanguage = async () => {
      if (language === 'am') {
        expect(await page.locator('body').innerText()).not.toMatch(SERVER_ENGLISH);
      }
    };

    await page.goto(`${app.server.baseUrl}/login`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await page.getByText(text.wrongCredentials).waitFor();
    await screenshot(page, `auth-errors/${language}-login`);
    await expectInLanguage();

    await page.goto(`${app.server.baseUrl}/sellerRegister`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('seller password 1');
    await page.getByLabel(text.firstName, { exact: true }).fill('Abebe');
    await page.getByLabel(text.lastName, { exact: true }).fill('Kebede');
    await page.getByLabel(text.country, { exact: true }).fill('Ethiopia');
    await page.getByLabel(text.city, { exact: true }).fill('Addis Ababa');
    await page.getByLabel(text.phone, { exact: true }).fill('0911234567');
    await page.getByRole('button', { name: text.register, exact: true }).click();
    await page.getByText(text.emailTaken).first().waitFor();
    await screenshot(page, `auth-errors/${language}-register`);
    await expectInLanguage();

    await page.goto(`${app.server.baseUrl}/otp`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: text.sendOtp, exact: true }).click();
    await page.getByLabel(text.otp, { exact: true }).fill('000000');
    await page.getByLabel(text.newPassword, { exact: true }).fill('a new long password');
    await page.getByLabel(text.confirmPassword, { exact: true }).fill('a new long password');
    await page.getByRole('button', { name: text.reset, exact: true }).click();
    await page.getByText(text.wrongOtp).waitFor();
    await screenshot(page, `auth-errors/${language}-reset`);
    await expectInLanguage();

    expect(errors).toEqual([]);
    await context.close();
  });
});
