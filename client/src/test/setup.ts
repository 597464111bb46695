import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily and CI machines are slow: give findBy* queries time before failing.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op there.
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
