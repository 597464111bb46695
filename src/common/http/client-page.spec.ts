import {
  ClientPage,
  escapeHtml,
  hasSessionHint,
  PHONE_SCREEN,
  WIDER_SCREEN,
  type ClientManifest,
} from './client-page';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Rent or buy &amp; sell."
    />
    <title>Gebeya — cars and houses</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('ClientPage', () => {
  const page = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: false });

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it("gives a page without a preview the site's title, description and tags", () => {
    const html = page.render();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Gebeya — cars and houses</title>');
    expect(html).toContain('<meta name="description" content="Rent or buy &amp; sell." />');
    expect(html).toContain('<meta property="og:title" content="Gebeya — cars and houses" />');
    expect(html).toContain('<meta property="og:url" content="https://gebeya.et/" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('gebeya:lead-images');
    expect(html).toContain(
      '<meta name="gebeya:settings" content="{&quot;publicBrowsing&quot;:false}" />',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("puts a preview's values in, escaped, with its image", () => {
    const html = page.render({
      preview: {
        title: 'Villa "A" <b>',
        description: "Bole & CMC's",
        url: 'https://gebeya.et/seller/houseRent/x?a=1&b=2',
        image: { url: 'https://cdn.example/x.webp?a=1&b=2', alt: 'Villa <i>' },
      },
    });
    expect(html).toContain('<title>Villa &quot;A&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta property="og:description" content="Bole &amp; CMC&#39;s" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://gebeya.et/seller/houseRent/x?a=1&amp;b=2" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.example/x.webp?a=1&amp;b=2" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="Villa &lt;i&gt;" />');
    expect(html).not.toContain('Rent or buy');
  });

  it('names the photos the page paints first, escaped, in the head', () => {
    const html = page.render({
      leadImages: ['/uploads/a-thumb.webp', 'https://cdn.example/b.webp?x=1&y="2"'],
    });
    expect(html).toContain(
      '<meta name="gebeya:lead-images" content="[&quot;/uploads/a-thumb.webp&quot;,&quot;https://cdn.example/b.webp?x=1&amp;y=\\&quot;2\\&quot;&quot;]" />',
    );
    expect(html.indexOf('gebeya:lead-images')).toBeLessThan(html.indexOf('</head>'));
    // Browsing is closed to visitors and no session is hinted: the client decides.
    expect(html).not.toContain('rel="preload"');
    // The site's own preview stands beside them.
    expect(html).toContain('<title>Gebeya — cars and houses</title>');
  });

  it('names a photo meant for some screens with their media query', () => {
    const html = page.render({
      leadImages: [
        { url: '/uploads/a-medium.webp', media: PHONE_SCREEN },
        { url: '/uploads/a.webp', media: WIDER_SCREEN },
      ],
    });
    const content = /name="gebeya:lead-images" content="([^"]*)"/.exec(html)![1];
    expect(JSON.parse(content.replace(/&quot;/g, '"'))).toEqual([
      { url: '/uploads/a-medium.webp', media: '(max-width: 599.95px)' },
      { url: '/uploads/a.webp', media: '(min-width: 600px)' },
    ]);
  });

  it('preloads them from the HTML when the page will show them: a session hinted, or an open site', () => {
    const leadImages = [
      { url: '/uploads/a-medium.webp', media: PHONE_SCREEN },
      '/uploads/b-thumb.webp?x=1&y=2',
    ];
    const preloads = [
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/a-medium.webp" media="(max-width: 599.95px)" />',
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/b-thumb.webp?x=1&amp;y=2" />',
    ];
    const hinted = page.render({ leadImages }, true);
    for (const tag of preloads) expect(hinted).toContain(tag);
    expect(hinted.indexOf('rel="preload"')).toBeLessThan(hinted.indexOf('</head>'));

    const open = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: true });
    for (const tag of preloads) expect(open.render({ leadImages })).toContain(tag);
    expect(page.render({ leadImages }, false)).not.toContain('rel="preload"');
  });
});

describe("ClientPage's page code", () => {
  // As Vite's build manifest names them: the entry loads React; each page its own chunk and the
  // chunks it shares, some of them with the entry.
  const MANIFEST: ClientManifest = {
    'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    '_landing-shared-c3.js': { file: 'assets/landing-shared-c3.js', imports: ['index.html'] },
    'src/features/listings/pages/BrowsePage.tsx': {
      file: 'assets/BrowsePage-d4.js',
      imports: ['index.html', '_react-b2.js', '_landing-BrowsePage-e5.js', '_landing-shared-c3.js'],
    },
    '_landing-BrowsePage-e5.js': {
      file: 'assets/landing-BrowsePage-e5.js',
      imports: ['index.html'],
    },
    'src/features/listings/pages/DetailPage.tsx': {
      file: 'assets/DetailPage-f6.js',
      imports: ['index.html', '_landing-shared-c3.js'],
    },
  };
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
      (match) => match[1],
    );

  it("loads the page's own chunks with the HTML, not those the entry loads already", () => {
    const page = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: false }, MANIFEST);
    expect(modulePreloads(page.render({ page: 'browse' }, true))).toEqual([
      '/assets/BrowsePage-d4.js',
      '/assets/landing-BrowsePage-e5.js',
      '/assets/landing-shared-c3.js',
    ]);
    expect(modulePreloads(page.render({ page: 'listing' }, true))).toEqual([
      '/assets/DetailPage-f6.js',
      '/assets/landing-shared-c3.js',
    ]);
    const html = page.render({ page: 'listing' }, true);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('loads them only when the page will show: a session hinted, or an open site', () => {
    const closed = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: false }, MANIFEST);
    expect(modulePreloads(closed.render({ page: 'browse' }, false))).toEqual([]);
    const open = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: true }, MANIFEST);
    expect(modulePreloads(open.render({ page: 'browse' }, false))).toHaveLength(3);
  });

  it('loads nothing more for other pages, or without a manifest', () => {
    const page = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: true }, MANIFEST);
    expect(modulePreloads(page.render({}, true))).toEqual([]);
    const unlisted = new ClientPage(INDEX, 'https://gebeya.et', { publicBrowsing: true });
    expect(modulePreloads(unlisted.render({ page: 'listing' }, true))).toEqual([]);
  });
});

describe('hasSessionHint', () => {
  it('reads the hint among the cookies, and nothing else as one', () => {
    expect(hasSessionHint('a=b; gebeya_session=1; c=d')).toBe(true);
    expect(hasSessionHint('gebeya_session=1')).toBe(true);
    expect(hasSessionHint(undefined)).toBe(false);
    expect(hasSessionHint('gebeya_session=')).toBe(false);
    expect(hasSessionHint('gebeya_session=0; x_gebeya_session=1')).toBe(false);
  });
});
