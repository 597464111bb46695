import { readSession } from './auth/session';
import { siteSettings } from './site-settings';

/** The meta element the server names a page's first photos in (src/common/http/client-page.ts). */
export const LEAD_IMAGES_META = 'gebeya:lead-images';

function leadImagesOf(doc: Document): string[] {
  const content = doc.querySelector(`meta[name="${LEAD_IMAGES_META}"]`)?.getAttribute('content');
  if (!content) return [];
  try {
    const urls: unknown = JSON.parse(content);
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
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
  const urls = leadImagesOf(doc);
  if (!urls.length || (!readSession() && !siteSettings().publicBrowsing)) return;
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = url;
    doc.head.appendChild(link);
  }
}
