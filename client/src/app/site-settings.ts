/** What the operator set for this site, as the server writes it into the page it serves. */
export interface SiteSettings {
  /** Visitors browse and open listings without an account (PUBLIC_BROWSING). */
  publicBrowsing: boolean;
}

/** The meta element the server fills in (src/common/http/client-page.ts). */
export const SITE_SETTINGS_META = 'gebeya:settings';

/** The spec's site, for a page served without settings (the development server). */
const DEFAULTS: SiteSettings = { publicBrowsing: false };

/** The settings of the page the app runs in; read each time, as cheap as one lookup. */
export function siteSettings(): SiteSettings {
  const content = document
    .querySelector(`meta[name="${SITE_SETTINGS_META}"]`)
    ?.getAttribute('content');
  if (!content) return DEFAULTS;
  try {
    const parsed = JSON.parse(content) as Partial<SiteSettings>;
    return { publicBrowsing: parsed.publicBrowsing === true };
  } catch {
    return DEFAULTS;
  }
}
