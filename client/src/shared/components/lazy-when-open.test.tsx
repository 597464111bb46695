import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: whether the visitor has engaged is kept for the page's life. */
async function freshModule() {
  vi.resetModules();
  return import('./lazy-when-open');
}

function connectionIs(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('prefetching code once the visitor uses the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    connectionIs(undefined);
  });

  it('fetches nothing for a visitor who only looks', async () => {
    connectionIs({ saveData: false, effectiveType: '4g' });
    const { prefetchWhenIdle } = await freshModule();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    'fetches every waiting chunk once, when idle, after the first %s',
    async (type) => {
      connectionIs({ saveData: false, effectiveType: '4g' });
      const { prefetchWhenIdle } = await freshModule();
      const menu = vi.fn(() => Promise.resolve());
      const dialog = vi.fn(() => Promise.reject(new Error('offline')));
      prefetchWhenIdle(menu);
      prefetchWhenIdle(dialog);
      // A scroll inside a list reaches the document only while it captures.
      document.body.dispatchEvent(new Event(type));
      document.body.dispatchEvent(new Event(type));
      expect(menu).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(menu).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveBeenCalledTimes(1);
      // Code asked for later, on a page already in use, does not wait for another tap.
      const later = vi.fn(() => Promise.resolve());
      prefetchWhenIdle(later);
      vi.advanceTimersByTime(10_000);
      expect(later).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['the data saver is on', { saveData: true, effectiveType: '4g' }],
    ['the link is 2G', { saveData: false, effectiveType: '2g' }],
    ['the link is slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])('leaves the chunk until it is used when %s', async (_, connection) => {
    connectionIs(connection);
    const { prefetchWhenIdle, savingData } = await freshModule();
    expect(savingData()).toBe(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    document.body.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('counts 3G and browsers that say nothing as ordinary', async () => {
    const { savingData } = await freshModule();
    connectionIs({ effectiveType: '3g' });
    expect(savingData()).toBe(false);
    connectionIs(undefined);
    expect(savingData()).toBe(false);
  });
});
