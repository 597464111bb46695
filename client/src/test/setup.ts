import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { errorTextsReady } from '../app/i18n';

// Pages load lazily and CI machines are slow: give findBy* queries time before failing.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op there.
window.scrollTo = vi.fn();

// jsdom has no media queries: min-width and max-width are answered for the window's width at the
// moment they are asked, as a browser answers them (a test sets innerWidth to resize).
window.matchMedia = (media: string) => {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(media);
  const max = /max-width:\s*([\d.]+)px/.exec(media);
  const matches =
    Boolean(min || max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return Object.assign(new EventTarget(), {
    matches,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  }) as MediaQueryList;
};

// As in the built app after its first idle moment: the error codes' texts are loaded.
beforeAll(() => errorTextsReady());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
