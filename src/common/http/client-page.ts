import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What a page link shows when pasted in a messenger or read by a crawler. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: { url: string; alt: string };
}

/** Settings the client reads from the page it is served in, before any API call. */
export interface ClientSettings {
  publicBrowsing: boolean;
}

/** The meta element the client reads its settings from. */
export const CLIENT_SETTINGS_META = 'gebeya:settings';

/**
 * The meta element naming the photos a page paints first (JSON array of lead images): the client
 * starts loading them as soon as its code runs, when the page will show to this visitor, instead
 * of after its session check, page code and API answer.
 */
export const LEAD_IMAGES_META = 'gebeya:lead-images';

/**
 * A photo a page paints first: its URL, for every screen, or with the media query of the screens
 * it is painted on (a listing's page shows a phone its 800 px photo).
 */
export type LeadImage = string | { url: string; media: string };

/**
 * The screens a listing's page shows its photos' 800 px size on, and the others, as the client's
 * PhotoCarousel picks them (MUI's `sm` breakpoint).
 */
export const PHONE_SCREEN = '(max-width: 599.95px)';
export const WIDER_SCREEN = '(min-width: 600px)';

/**
 * The cookie the client sets while it keeps a live session (client/src/app/auth/session.ts). It
 * holds no token and proves nothing: it only tells the server that a page closed to visitors
 * will likely show, so its first photos are worth loading from the HTML.
 */
export const SESSION_HINT_COOKIE = 'gebeya_session';

/** Whether a request's Cookie header carries the session hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * The client's pages a visit most often opens on, by the module their code is built from (the
 * keys of the client build's manifest).
 */
export const CLIENT_PAGE_MODULES = {
  browse: 'src/features/listings/pages/BrowsePage.tsx',
  listing: 'src/features/listings/pages/DetailPage.tsx',
} as const;

export type ClientPageName = keyof typeof CLIENT_PAGE_MODULES;

/** What the client build's manifest (.vite/manifest.json) says of each module: its chunk. */
export type ClientManifest = Record<string, { file: string; imports?: string[] }>;

/** What a page's head says beyond the site's own: its link preview, first photos and code. */
export interface PageHead {
  preview?: PagePreview;
  leadImages?: LeadImage[];
  /** The client page the path opens, whose code is loaded with the HTML rather than after it. */
  page?: ClientPageName;
}

const SITE_NAME = 'Gebeya';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/i;

/**
 * The client's index.html, read once, with the head a page needs filled in per request: its
 * title and description, OpenGraph and Twitter-card tags, and the client's settings.
 */
export class ClientPage {
  private readonly before: string;
  private readonly after: string;
  private readonly settingsTag: string;
  private readonly publicBrowsing: boolean;
  private readonly pageScripts: Record<ClientPageName, string[]>;
  readonly site: PagePreview;

  constructor(
    html: string,
    publicUrl: string,
    settings: ClientSettings,
    manifest: ClientManifest = {},
  ) {
    const title = TITLE.exec(html)?.[1].trim() ?? SITE_NAME;
    const description = DESCRIPTION.exec(html)?.[1].trim() ?? '';
    // The page's own title and description are written per page, with the preview.
    const head = html.replace(TITLE, '').replace(DESCRIPTION, '');
    const end = head.search(/<\/head>/i);
    if (end < 0) throw new Error('The client index.html has no </head>.');
    this.before = head.slice(0, end);
    this.after = head.slice(end);
    this.site = {
      title: unescapeHtml(title),
      description: unescapeHtml(description),
      url: `${publicUrl}/`,
    };
    this.settingsTag = `<meta name="${CLIENT_SETTINGS_META}" content="${escapeHtml(JSON.stringify(settings))}" />`;
    this.publicBrowsing = settings.publicBrowsing;
    this.pageScripts = pageScriptsOf(manifest);
  }

  /** The built client's index.html, and the manifest its build wrote beside it when there is one. */
  static read(indexHtml: string, publicUrl: string, settings: ClientSettings): ClientPage {
    const manifestFile = join(dirname(indexHtml), '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest)
      : undefined;
    return new ClientPage(readFileSync(indexHtml, 'utf8'), publicUrl, settings, manifest);
  }

  /**
   * The page with this head: its preview (the site's own when none), lead images and code. The
   * images and code are preloaded right from the HTML when the page will show: on a site open to
   * visitors, or to a browser with the session hint. Otherwise the client decides once it runs.
   */
  render(
    { preview = this.site, leadImages = [], page }: PageHead = {},
    sessionHint = false,
  ): string {
    const tags = [...headTags(preview), this.settingsTag];
    const willShow = this.publicBrowsing || sessionHint;
    if (leadImages.length) {
      tags.push(
        `<meta name="${LEAD_IMAGES_META}" content="${escapeHtml(JSON.stringify(leadImages))}" />`,
      );
      if (willShow) tags.push(...leadImages.map(preloadTag));
    }
    if (page && willShow) {
      // Fetched beside the entry, not after it has run and asked for them: one round trip less.
      tags.push(
        ...this.pageScripts[page].map(
          (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
        ),
      );
    }
    return `${this.before.trimEnd()}\n    ${tags.join('\n    ')}\n  ${this.after}`;
  }
}

/**
 * Each client page's own chunks: the files its module loads, in turn through their static
 * imports, that index.html does not load already. None for a module the manifest lacks.
 */
function pageScriptsOf(manifest: ClientManifest): Record<ClientPageName, string[]> {
  const filesOf = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  const firstLoad = filesOf('index.html');
  const scriptsOf = (module: string) => [...filesOf(module)].filter((f) => !firstLoad.has(f));
  return Object.fromEntries(
    Object.entries(CLIENT_PAGE_MODULES).map(([page, module]) => [page, scriptsOf(module)]),
  ) as Record<ClientPageName, string[]>;
}

/** A lead image's preload, for the screens it is painted on. */
function preloadTag(image: LeadImage): string {
  const { url, media } = typeof image === 'string' ? { url: image, media: undefined } : image;
  const screens = media ? ` media="${escapeHtml(media)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}"${screens} />`;
}

function headTags(preview: PagePreview): string[] {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  if (preview.image) {
    tags.push(
      meta('property', 'og:image', preview.image.url),
      meta('property', 'og:image:alt', preview.image.alt),
      meta('name', 'twitter:image', preview.image.url),
      meta('name', 'twitter:image:alt', preview.image.alt),
    );
  }
  return tags;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
