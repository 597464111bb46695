import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_STYLES } from './first-paint-styles';
import { createStyleCache } from './style-cache';

const added: Element[] = [];

/** The page with `markup` added to its head. */
function pageWith(markup: string): Document {
  const holder = document.createElement('template');
  holder.innerHTML = markup;
  for (const element of [...holder.content.children]) {
    document.head.append(element);
    added.push(element);
  }
  return document;
}

/** The names of the styles a box with `sx` renders, and the rules it made the cache insert. */
function renderBox(cache: ReturnType<typeof createStyleCache>, sx: object) {
  const before = new Set(Object.keys(cache.inserted));
  render(
    <CacheProvider value={cache}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  const names = Object.keys(cache.inserted).filter((name) => !before.has(name));
  const rules = cache.sheet.tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])]);
  return { names, rules };
}

describe('the style cache', () => {
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  it("counts the styles the build's loaded stylesheet names as inserted", () => {
    const doc = pageWith(
      `<style ${FIRST_PAINT_STYLES}="abc1 def2">.css-abc1{color:red}.css-def2{color:blue}</style>`,
    );
    const cache = createStyleCache(doc);
    expect(cache.inserted).toEqual({ abc1: true, def2: true });
  });

  it('compiles no style the stylesheet holds, and each other style as it is first used', () => {
    // The name Emotion gives this box's style, as the build would list it.
    const [name] = renderBox(createStyleCache(pageWith('')), { color: 'green' }).names;
    const cache = createStyleCache(
      pageWith(`<style ${FIRST_PAINT_STYLES}="${name}">.css-${name}{color:green}</style>`),
    );
    expect(renderBox(cache, { color: 'green' }).rules).toEqual([]);
    const other = renderBox(cache, { color: 'purple' });
    expect(other.rules.map((rule) => rule.cssText)).toEqual([
      `.css-${other.names[0]} {color: purple;}`,
    ]);
  });

  it.each([
    // A link's stylesheet that never loaded (jsdom loads none).
    ['did not load', `<link rel="stylesheet" href="/x.css" ${FIRST_PAINT_STYLES}="abc1">`],
    ['is empty', `<style ${FIRST_PAINT_STYLES}="abc1"></style>`],
    ['is not there', ''],
  ])('inserts every style itself when the stylesheet %s', (_case, markup) => {
    expect(createStyleCache(pageWith(markup)).inserted).toEqual({});
  });
});
