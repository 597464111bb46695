/**
 * A media query list for a window `width` CSS pixels wide, for jsdom, which has no media queries:
 * min-width and max-width are answered, as MUI's breakpoints and the browse grid's columns ask.
 */
export function mediaQueryListAt(
  media: string,
  width: number,
  events: EventTarget = new EventTarget(),
): MediaQueryList {
  const min = /min-width:\s*([\d.]+)px/.exec(media);
  const max = /max-width:\s*([\d.]+)px/.exec(media);
  const matches =
    Boolean(min || max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return Object.assign(events, {
    matches,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  }) as MediaQueryList;
}
