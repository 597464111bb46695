import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_SESSION } from '../test/render';
import { writeSession } from './auth/session';
import { LEAD_IMAGES_META, preloadLeadImages } from './lead-images';
import { SITE_SETTINGS_META } from './site-settings';

function meta(name: string, content: string) {
  const element = document.createElement('meta');
  element.name = name;
  element.content = content;
  document.head.appendChild(element);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')],
  );

describe('preloadLeadImages', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the page's first photos for a signed-in user, at high priority", () => {
    writeSession(SELLER_SESSION);
    meta(LEAD_IMAGES_META, JSON.stringify(['/uploads/a-thumb.webp', 'https://cdn.example/b.webp']));
    preloadLeadImages();
    expect(preloads()).toEqual([
      ['/uploads/a-thumb.webp', 'high'],
      ['https://cdn.example/b.webp', 'high'],
    ]);
  });

  it('preloads them for a visitor when the site is open to visitors', () => {
    meta(SITE_SETTINGS_META, JSON.stringify({ publicBrowsing: true }));
    meta(LEAD_IMAGES_META, JSON.stringify(['/uploads/a.webp']));
    preloadLeadImages();
    expect(preloads()).toEqual([['/uploads/a.webp', 'high']]);
  });

  it('leaves out what the server already preloads in the page', () => {
    writeSession(SELLER_SESSION);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', '/uploads/a.webp');
    document.head.appendChild(link);
    meta(LEAD_IMAGES_META, JSON.stringify(['/uploads/a.webp', '/uploads/b.webp']));
    preloadLeadImages();
    expect(preloads()).toEqual([
      ['/uploads/a.webp', null],
      ['/uploads/b.webp', 'high'],
    ]);
  });

  it('loads nothing for a visitor who will see the login wall', () => {
    meta(SITE_SETTINGS_META, JSON.stringify({ publicBrowsing: false }));
    meta(LEAD_IMAGES_META, JSON.stringify(['/uploads/a.webp']));
    preloadLeadImages();
    expect(preloads()).toEqual([]);
  });

  it('ignores a page without lead images, or with a broken list', () => {
    writeSession(SELLER_SESSION);
    preloadLeadImages();
    meta(LEAD_IMAGES_META, 'not json');
    preloadLeadImages();
    document.head.innerHTML = '';
    meta(LEAD_IMAGES_META, JSON.stringify([42, '/uploads/ok.webp']));
    preloadLeadImages();
    expect(preloads()).toEqual([['/uploads/ok.webp', 'high']]);
  });

  it('preloads a photo meant for some screens with their media query, so only they load it', () => {
    writeSession(SELLER_SESSION);
    meta(
      LEAD_IMAGES_META,
      JSON.stringify([
        { url: '/uploads/a-medium.webp', media: '(max-width: 599.95px)' },
        { url: '/uploads/a.webp', media: '(min-width: 600px)' },
        { url: '/uploads/no-media.webp' },
        { media: '(min-width: 600px)' },
      ]),
    );
    preloadLeadImages();
    const links = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
    ];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual([
      ['/uploads/a-medium.webp', '(max-width: 599.95px)'],
      ['/uploads/a.webp', '(min-width: 600px)'],
    ]);
  });
});
