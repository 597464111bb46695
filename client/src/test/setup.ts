import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { errorTextsReady } from '../app/i18n';

// Pages load lazily and CI machines are slow: give findBy* queries time before failing.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op there.
window.scrollTo = vi.fn();

// As in the built app after its first idle moment: the error codes' texts are loaded.
beforeAll(() => errorTextsReady());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
