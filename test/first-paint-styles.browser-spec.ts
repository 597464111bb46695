import type { Locator, Page } from 'playwright-core';
import { newPage, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';

/** Computed properties that say how an element is laid out and drawn. */
const PROPERTIES = [
  'display',
  'position',
  'flex-direction',
  'align-items',
  'justify-content',
  'gap',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-transform',
  'overflow',
  'white-space',
  'cursor',
] as const;

interface StyledPage {
  /** The styles the build's first-paint stylesheet holds, as index.html names them. */
  prebuilt: string[];
  /** The styles Emotion inserted itself as the page rendered. */
  insertedAtRuntime: string[];
  /** Every element's style class: Emotion's `css-<name>`. */
  usedOnPage: string[];
  /** Each element's tag, classes and computed PROPERTIES, in document order. */
  looks: string[];
}

/** What the page in front of the browser is styled by, and how each element looks. */
function styledPage(page: Page): Promise<StyledPage> {
  return page.evaluate(
    (properties) => {
      const link = document.querySelector('link[data-emotion-names]');
      const prebuilt = link?.getAttribute('data-emotion-names')?.split(' ') ?? [];
      const insertedAtRuntime = [...document.querySelectorAll('style[data-emotion]')].flatMap(
        (style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].flatMap((rule) =>
            [...rule.cssText.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1]),
          ),
      );
      const elements = [...document.body.querySelectorAll('*')];
      const usedOnPage = elements.flatMap((element) =>
        [...element.classList]
          // css-0 is Emotion's class for an empty style, which has no rule to insert.
          .filter((c) => c.startsWith('css-') && c !== 'css-0')
          .map((c) => c.slice(4)),
      );
      const looks = elements.map((element) => {
        const style = getComputedStyle(element);
        const values = properties.map((p) => style.getPropertyValue(p)).join(' ');
        return `${element.tagName} ${element.className} ${values}`;
      });
      return { prebuilt, insertedAtRuntime, usedOnPage, looks };
    },
    PROPERTIES as readonly string[],
  );
}

describe("The first pages' styles, compiled when the client is built", () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });

  /**
   * The page at `path` once shown and settled, signed in as the demo buyer where `signedIn`:
   * `shownBy` is on the screen, every call in `answered` has been answered and no placeholder is
   * left, so both captures compare the same finished page rather than two moments of its build.
   */
  async function shown(
    path: string,
    signedIn: boolean,
    firstPaintStylesheet: boolean,
    shownBy: (page: Page) => Locator,
    answered: RegExp[],
  ) {
    const opened = await newPage(app.browser, VIEWPORTS.phone);
    const { context, page } = opened;
    if (!firstPaintStylesheet) {
      await context.route('**/assets/first-paint-*.css', (route) => route.abort());
    }
    if (signedIn) {
      await signInAs(page, app.server.baseUrl, 'buyer@demo.gebeya.et', 'DemoBuyer2026');
    }
    const answers = answered.map((url) => page.waitForResponse(url));
    await page.goto(`${app.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await shownBy(page).waitFor();
    await Promise.all(answers);
    await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'));
    return opened;
  }

  it.each([
    [
      'the home page',
      '/',
      false,
      (page: Page) => page.getByRole('link', { name: /Houses for Sale/ }),
      [],
    ],
    [
      "a listing's page",
      '/seller/carRent/demo000carRent',
      true,
      (page: Page) => page.getByRole('heading', { name: /^Toyota Vitz/, level: 1 }),
      // Listings like it are asked for once the top of the page is on the screen.
      [/\/similar$/],
    ],
  ])(
    'style %s as Emotion would, without compiling what the stylesheet holds',
    async (_name, path, signedIn, shownBy, answered) => {
      const withSheet = await shown(path, signedIn, true, shownBy, answered);
      const prebuiltPage = await styledPage(withSheet.page);

      const withoutSheet = await shown(path, signedIn, false, shownBy, answered);
      const emotionPage = await styledPage(withoutSheet.page);

      // The stylesheet styles most of what the page shows.
      const prebuilt = new Set(prebuiltPage.prebuilt);
      const used = new Set(prebuiltPage.usedOnPage);
      const servedByStylesheet = [...used].filter((name) => prebuilt.has(name));
      expect(servedByStylesheet.length).toBeGreaterThan(used.size * 0.8);
      // Emotion compiled none of those again: it counted them as inserted once the sheet loaded.
      expect(prebuiltPage.insertedAtRuntime.filter((name) => prebuilt.has(name))).toEqual([]);
      // Without the stylesheet, Emotion inserts every style the page uses itself.
      const insertedWithoutSheet = new Set(emotionPage.insertedAtRuntime);
      expect(emotionPage.usedOnPage.filter((name) => !insertedWithoutSheet.has(name))).toEqual([]);
      expect(emotionPage.insertedAtRuntime.length).toBeGreaterThan(
        prebuiltPage.insertedAtRuntime.length,
      );
      // Either way, every element looks the same.
      expect(prebuiltPage.looks).toEqual(emotionPage.looks);
      expect([...withSheet.errors, ...withoutSheet.errors]).toEqual([]);
      await withSheet.context.close();
      await withoutSheet.context.close();
    },
  );
});
