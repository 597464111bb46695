/**
 * On the build's stylesheet of the first pages' styles (vite.plugins.ts firstPaintStyles): the
 * names of the styles it holds (read by style-cache.ts).
 */
export const FIRST_PAINT_STYLES = 'data-emotion-names';
