/**
 * Renders the pages a visit most often opens on, as a phone shows them, and writes the styles
 * Emotion inserted for them, by name, with their CSS, to the JSON file FIRST_PAINT_STYLES_OUT
 * names. The client's build runs this under vite-node (vite.plugins.ts firstPaintStyles), in
 * production mode, so the names are those the built app computes. jsdom stands in for the
 * browser and sample answers for the API: the styles follow what is rendered, not the data.
 */
import { writeFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import type { StoredSession } from '../src/app/auth/session';
import { mediaQueryListAt } from '../src/test/media-queries';
import { BUYER_SESSION as BUYER } from '../src/test/sessions';

/** A phone's width in CSS pixels (Lighthouse's and most visitors' screen). */
const PHONE_WIDTH = 412;
const ORIGIN = 'http://localhost';
/** How long a page may take to show what it is ready by, and to settle after that. */
const READY_TIMEOUT_MS = 15_000;
const QUIET_MS = 150;

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: `${ORIGIN}/`,
  pretendToBeVisual: true,
});
const browser = dom.window;

/** What the app's code reaches for in a browser; Node's own fetch and URL stay. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'Node',
  'Element',
  'HTMLElement',
  'SVGElement',
  'Text',
  'DocumentFragment',
  'HTMLImageElement',
  'Image',
  'DOMParser',
  'MutationObserver',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
] as const;
for (const key of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, key, {
    configurable: true,
    writable: true,
    value: browser[key as keyof typeof browser],
  });
}
// Media queries answered for the phone.
browser.matchMedia = (media: string) =>
  mediaQueryListAt(media, PHONE_WIDTH, new browser.EventTarget());
browser.scrollTo = () => undefined;

// The samples are the listings the client's tests use: one of each kind of card.
const { CAR_RENT_WIRE, HOUSE_RENT_WIRE, HOUSE_SELL_WIRE } =
  await import('../src/features/seller/test-fixtures');
const CAR = CAR_RENT_WIRE;
const cars = Array.from({ length: 14 }, (_, i) => ({
  ...CAR,
  postHash: i ? `car${i}` : CAR.postHash,
}));
const ANSWERS: Record<string, unknown> = {
  '/api/listings/latest': [CAR, HOUSE_RENT_WIRE, HOUSE_SELL_WIRE],
  '/api/seller/carRent': cars,
  [`/api/seller/carRent/${CAR.postHash}`]: CAR,
  [`/api/seller/carRent/${CAR.postHash}/similar`]: cars.slice(1, 5),
  '/api/favourites': [],
  '/api/alerts/unread': { unread: 0 },
};
globalThis.fetch = (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
  const data = ANSWERS[url.pathname];
  const meta = Array.isArray(data) ? { page: 1, pageSize: data.length, total: 40 } : undefined;
  const [status, body] =
    data === undefined
      ? [404, { status: 'error', statusCode: 404, message: 'Not found' }]
      : [200, { status: 'success', data, meta }];
  const headers = { 'content-type': 'application/json' };
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
};

const { createRoot } = await import('react-dom/client');
const { App } = await import('../src/app/App');
const { writeSession } = await import('../src/app/auth/session');
const { styleCache } = await import('../src/app/theme/style-cache');
// Each style in an element of its own, as text: read back below exactly as Emotion wrote it.
styleCache.sheet.isSpeedy = false;

/** The pages a visit opens on, each with what shows it is ready. */
const PAGES: { path: string; session?: StoredSession; readyWhen: string }[] = [
  { path: '/', readyWhen: `a[href="/seller/carRent/${CAR.postHash}"]` },
  { path: '/login', readyWhen: 'input[type="password"]' },
  {
    path: '/getCarRent',
    session: BUYER,
    readyWhen: `a[href="/seller/carRent/${cars.at(-1)!.postHash}"]`,
  },
  {
    path: `/seller/carRent/${CAR.postHash}`,
    session: BUYER,
    // The specs table comes with the rest of the page (useRestOfPage), after the photos: React
    // builds it without touching the page, which on a busy machine is longer than QUIET_MS.
    readyWhen: 'table',
  },
];

/** Resolves once the page shows `selector` and, after that, nothing has changed for a while. */
async function settled(container: HTMLElement, selector: string, path: string) {
  let lastChange = Date.now();
  const observer = new MutationObserver(() => (lastChange = Date.now()));
  observer.observe(container, { subtree: true, childList: true, attributes: true });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      const ready = container.querySelector(selector) !== null;
      if (ready && Date.now() - lastChange >= QUIET_MS) return;
      if (Date.now() > deadline) {
        throw new Error(`${path} did not show ${selector} within ${READY_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    observer.disconnect();
  }
}

for (const page of PAGES) {
  localStorage.clear();
  if (page.session) writeSession(page.session);
  dom.reconfigure({ url: `${ORIGIN}${page.path}` });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<App />);
  await settled(container, page.readyWhen, page.path);
  root.unmount();
  container.remove();
}

const names = Object.keys(styleCache.inserted).filter((name) => styleCache.inserted[name] === true);
const css = styleCache.sheet.tags.map((tag) => tag.textContent).join('');
writeFileSync(process.env.FIRST_PAINT_STYLES_OUT!, JSON.stringify({ names, css }));
// The app's timers (session refresh, idle prefetches) would keep the process alive.
process.exit(0);
