import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { errorTextsReady } from '../app/i18n';
import { mediaQueryListAt } from './media-queries';

// Pages load lazily and CI machines are slow: give findBy* queries time before failing.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op there.
window.scrollTo = vi.fn();

// Media queries are answered for the window's width at the moment they are asked, as a browser
// answers them (a test sets innerWidth to resize).
window.matchMedia = (media: string) => mediaQueryListAt(media, window.innerWidth);

// As in the built app after its first idle moment: the error codes' texts are loaded.
beforeAll(() => errorTextsReady());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
