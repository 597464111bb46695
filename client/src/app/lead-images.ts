import { readSession } from './auth/session';
import { siteSettings } from './site-settings';

/** The meta element the server names a page's first photos in (src/common/http/client-page.ts). */
export const LEAD_IMAGES_META = 'gebeya:lead-images';

/** A photo a page paints first: on every screen, or on those its media query names. */
interface LeadImage {
  url: string;
  media?: string;
}

function leadImageOf(entry: unknown): LeadImage | undefined {
  if (typeof entry === 'string') return { url: entry };
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { url, media } = entry as Record<string, unknown>;
  if (typeof url !== 'string' || typeof media !== 'string') return undefined;
  return { url, media };
}

function leadImagesOf(doc: Document): LeadImage[] {
  const content = doc.querySelector(`meta[name="${LEAD_IMAGES_META}"]`)?.getAttribute('content');
  if (!content) return [];
  try {
    const entries: unknown = JSON.parse(content);
    if (!Array.isArray(entries)) return [];
    return entries.map(leadImageOf).filter((image): image is LeadImage => image !== undefined);
  } catch {
    return [];
  }
}

/**
 * Starts loading the photos the page paints first as soon as the app's code runs, rather than
 * after the session check, the page's code and its API answer: on a slow connection that is most
 * of the wait for the first photo. Only when the page will show them: to a signed-in user, or to
 * anyone on a site open to visitors (otherwise the login wall shows instead).
 */
export function preloadLeadImages(doc: Document = document): void {
  const images = leadImagesOf(doc);
  if (!images.length || (!readSession() && !siteSettings().publicBrowsing)) return;
  // The server preloads them in the page itself when it knows the page will show them.
  const preloaded = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const { url, media } of images) {
    if (preloaded.has(url)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    // Only the screens that paint it load it: a phone, a listing's 800 px photo.
    if (media) link.media = media;
    link.href = url;
    doc.head.appendChild(link);
  }
}
