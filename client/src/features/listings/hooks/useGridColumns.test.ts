import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridColumnsNow } from './useGridColumns';

/** A window whose media queries match min-widths up to `px`, whatever innerWidth says. */
function mediaWidth(px: number) {
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    asked.push(media);
    const min = Number(/min-width:\s*(\d+)px/.exec(media)?.[1]);
    return { matches: px >= min, media } as MediaQueryList;
  });
  return asked;
}

describe('gridColumnsNow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [360, 2],
    [575, 2],
    [576, 3],
    [767, 3],
    [768, 4],
    [991, 4],
    [992, 5],
    [1920, 5],
  ])('gives a %i px window %i columns', (px, columns) => {
    mediaWidth(px);
    expect(gridColumnsNow()).toBe(columns);
  });

  it('asks the media queries, never reading innerWidth (which lays a phone’s page out)', () => {
    const asked = mediaWidth(700);
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    expect(gridColumnsNow()).toBe(3);
    expect(innerWidth).not.toHaveBeenCalled();
    expect(asked).toEqual(['(min-width: 576px)', '(min-width: 768px)', '(min-width: 992px)']);
  });
});
