import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

const REPORT = join(__dirname, '..', 'test-output', 'accessibility.md');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const BLOCKING = new Set<string>(['critical', 'serious']);

const ACCOUNTS = {
  seller: { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' },
  buyer: { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' },
  admin: { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' },
} as const;

interface Check {
  name: string;
  /** A path, or how to find it (the detail page of a listing the demo has). */
  path: string | ((page: Page, baseUrl: string) => Promise<string>);
  as?: keyof typeof ACCOUNTS;
  /** Brings the part to check on screen once the page is ready (the chat panel). */
  open?: (page: Page) => Promise<void>;
}

/** The first demo car for rent, as the browse page links it. */
async function firstCarRentDetail(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/getCarRent`);
  const card = page.locator('[data-testid=listing-grid] a').first();
  await card.waitFor();
  return (await card.getAttribute('href'))!;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Gebeya assistant' });
  await panel.getByText(/How can I assist you today\?/).waitFor();
}

const CHECKS: Check[] = [
  { name: 'home', path: '/' },
  // Staff sign in on the same page as everyone else.
  { name: 'login', path: '/login' },
  { name: 'register (chooser)', path: '/register' },
  { name: 'register seller', path: '/sellerRegister' },
  { name: 'register buyer', path: '/buyerRegister' },
  { name: 'about', path: '/about' },
  { name: 'browse cars for rent', path: '/getCarRent', as: 'buyer' },
  { name: 'browse houses for rent', path: '/getHouseRent', as: 'buyer' },
  { name: 'browse cars for sale', path: '/getCarSell', as: 'buyer' },
  { name: 'browse houses for sale', path: '/getHouseSell', as: 'buyer' },
  { name: 'listing detail', path: firstCarRentDetail, as: 'buyer' },
  { name: 'seller dashboard', path: '/seller/adminPost', as: 'seller' },
  { name: 'seller post form (car rent)', path: '/seller/postRentCar', as: 'seller' },
  { name: 'seller balance and top-up', path: '/seller/subscribe', as: 'seller' },
  { name: 'seller buyer requests', path: '/seller/request', as: 'seller' },
  { name: 'seller history', path: '/seller/history', as: 'seller' },
  { name: 'buyer subscribe', path: '/buyer/subscibe', as: 'buyer' },
  { name: 'contact', path: '/contact', as: 'buyer' },
  { name: 'staff dashboard', path: '/employee/admin', as: 'admin' },
  { name: 'staff sellers table', path: '/employee/seller', as: 'admin' },
  { name: 'staff income', path: '/employee/income', as: 'admin' },
  { name: 'chat widget (open)', path: '/', as: 'seller', open: openChat },
];

/** Content rendered: no request in flight, the page's heading shown, no spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=progressbar]').length === 0);
  // Let enter transitions (fades, slides) finish so colours are measured at rest.
  await page.waitForTimeout(400);
}

/** The rule, its help, and per element its selector, its markup and why it fails. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
    return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${why ?? ''}`;
  });
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

type Counts = Record<(typeof IMPACTS)[number], number>;

interface Outcome {
  check: string;
  viewport: string;
  counts: Counts;
  violated: string[];
  /** Rules axe could not decide on some element (text over an image or a gradient, say). */
  review: string[];
}

function outcomeOf(check: string, viewport: string, results: AxeResults): Outcome {
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Counts;
  for (const violation of results.violations) {
    if (violation.impact) counts[violation.impact] += 1;
  }
  return {
    check,
    viewport,
    counts,
    violated: results.violations.map((v) => `${v.id} (${v.impact})`),
    review: results.incomplete.map((r) => r.id),
  };
}

function writeReport(outcomes: Outcome[]) {
  const cells = (values: (string | number)[]) => `| ${values.join(' | ')} |`;
  const lines = [
    '# Accessibility (axe-core)',
    '',
    `Tags: ${TAGS.join(', ')}. Per page and viewport, the number of rules broken per impact ` +
      '(each on one or more elements); critical and serious ones fail the test. "Needs review" ' +
      'lists the rules axe could not decide on some element, for a person to check.',
    '',
    cells(['page', 'viewport', ...IMPACTS, 'rules broken', 'needs review']),
    cells(Array(IMPACTS.length + 4).fill('---')),
    ...outcomes.map((o) =>
      cells([
        o.check,
        o.viewport,
        ...IMPACTS.map((impact) => o.counts[impact]),
        o.violated.join(', ') || '—',
        o.review.join(', ') || '—',
      ]),
    ),
    '',
  ];
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, lines.join('\n'));
}

describe('Accessibility (axe-core, WCAG 2.1 A/AA) in Chromium', () => {
  const app = useAppInChromium({
    DEMO_DATA: 'true',
    // Nothing listens on port 9: the exchange rate falls back at once, without the internet.
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/USD',
  });
  const outcomes: Outcome[] = [];
  afterAll(() => writeReport(outcomes));

  describe.each(Object.entries(VIEWPORTS))('at %s size', (viewportName, viewport) => {
    it.each(CHECKS.map((check) => [check.name, check] as const))(
      '%s has no serious or critical violations',
      async (_name, check) => {
        const { context, page, errors } = await newPage(app.browser, viewport);
        const { baseUrl } = app.server;
        if (check.as) {
          const account = ACCOUNTS[check.as];
          await signInAs(page, baseUrl, account.email, account.password);
        }
        const path = typeof check.path === 'string' ? check.path : await check.path(page, baseUrl);
        await page.goto(`${baseUrl}${path}`);
        await settle(page);
        if (check.open) {
          await check.open(page);
          await settle(page);
        }
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        outcomes.push(outcomeOf(check.name, viewportName, results));
        const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
        await context.close();
        if (blocking.length > 0) {
          throw new Error(
            `${check.name} (${path}, ${viewportName}) has ${blocking.length} serious or critical ` +
              `accessibility violation(s):\n${blocking.map(describeViolation).join('\n')}`,
          );
        }
        expect(errors).toEqual([]);
      },
    );
  });
});
