import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';
import { RunningServer, startBuiltServer } from './built-server';

export { startBuiltServer, type RunningServer };

export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'test-output', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that fails the test on any uncaught error in the app. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A full-page screenshot; the name may have folders ('journey/phone/01-home'). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
}

export interface AppInChromium {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the built app and Chromium before the tests of a describe block and stops both after.
 * `env` may be a function, for settings known only once earlier hooks have run (an SMTP port).
 */
export function useAppInChromium(
  env: Record<string, string> | (() => Record<string, string>),
): AppInChromium {
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    state.server = await startBuiltServer(typeof env === 'function' ? env() : env);
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return {
    get server() {
      return state.server!;
    },
    get browser() {
      return state.browser!;
    },
  };
}

/** Signs in through the API and stores the session as the login page would. */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.goto(baseUrl);
  await page.evaluate((session) => localStorage.setItem('user', JSON.stringify(session)), data);
  return data;
}

/** Signs in through the login page, as a person would; it then sends them home. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Successfully logged in! Redirecting to home...').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** On the sandbox's hosted checkout: it is labelled, and its Pay sends the payer back. */
export async function payOnSandboxCheckout(page: Page, screenshotName: string) {
  await page.waitForURL(/\/api\/sandbox\/chapa\/checkout\//);
  await page.getByText('Sandbox: no real money moves').waitFor();
  await screenshot(page, screenshotName);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Opens the chat assistant's panel from its floating button. */
export async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Gebeya assistant' });
  await panel.waitFor();
  return panel;
}

/** Types a message to the chat assistant and sends it. */
export async function say(panel: Locator, text: string) {
  const input = panel.getByRole('textbox', { name: 'Type your message' });
  await input.fill(text);
  await input.press('Enter');
}

/** Picks the four photos, each through its slot's own file input. */
export async function pickListingPhotos(page: Page, photos: Buffer[]) {
  const slots = ['Front photo', 'Back photo', 'Right side photo', 'Left side photo'];
  for (const [i, slot] of slots.entries()) {
    await page.getByLabel(slot, { exact: true }).setInputFiles({
      name: `${slot.toLowerCase().replace(/ /g, '-')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photos[i],
    });
    await page.getByRole('img', { name: `${slot} preview` }).waitFor();
  }
}

/** Chooses `option` from a pick-list (a Select), once its menu has closed. */
export async function pickOption(page: Page, pickList: Locator, option: string) {
  await pickList.click();
  const menu = page.getByRole('listbox');
  await menu.getByRole('option', { name: option, exact: true }).click();
  // The menu's backdrop stays over the form until its closing transition ends; the next click
  // would land on it.
  await menu.waitFor({ state: 'hidden' });
}

/** Fills a listing form's fields by their label's start: text typed, pick-lists chosen. */
export async function fillListingFields(page: Page, fields: [string, string][]) {
  for (const [label, value] of fields) {
    const field = page.getByLabel(new RegExp(`^${label}`));
    if ((await field.getAttribute('role')) === 'combobox') await pickOption(page, field, value);
    else await field.fill(value);
  }
}
