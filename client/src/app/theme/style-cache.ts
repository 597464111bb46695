import createCache, { type EmotionCache } from '@emotion/cache';
import { FIRST_PAINT_STYLES } from './first-paint-styles';

/** A stylesheet that failed to load is there too: without rules, or refusing to show them. */
function loaded(sheet: CSSStyleSheet | null | undefined): boolean {
  try {
    return Boolean(sheet?.cssRules.length);
  } catch {
    return false;
  }
}

/**
 * The app's Emotion cache. Emotion compiles a component's styles and inserts them as React
 * commits the page that first shows it: on a visit's first page, a quarter of a slow phone's
 * main-thread work, all of it inside the page's longest tasks. The build compiles the styles of
 * the pages a visit opens on into a stylesheet of their own, cached like any asset; once it has
 * loaded, the styles it names count as inserted, as Emotion counts styles rendered on a server.
 * Should it fail to load, every style is inserted as it is first used.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const stylesheet = doc.querySelector<HTMLLinkElement | HTMLStyleElement>(
    `[${FIRST_PAINT_STYLES}]`,
  );
  if (stylesheet && loaded(stylesheet.sheet)) {
    for (const name of stylesheet.getAttribute(FIRST_PAINT_STYLES)!.split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

export const styleCache = createStyleCache();
