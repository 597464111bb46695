import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle, savingData } from './lazy-when-open';

function connectionIs(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('prefetching code after the page has loaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    connectionIs(undefined);
  });

  it('fetches the chunk a while after load on an ordinary connection', () => {
    connectionIs({ saveData: false, effectiveType: '4g' });
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the data saver is on', { saveData: true, effectiveType: '4g' }],
    ['the link is 2G', { saveData: false, effectiveType: '2g' }],
    ['the link is slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])('leaves the chunk until it is used when %s', (_, connection) => {
    connectionIs(connection);
    expect(savingData()).toBe(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('counts 3G and browsers that say nothing as ordinary', () => {
    connectionIs({ effectiveType: '3g' });
    expect(savingData()).toBe(false);
    connectionIs(undefined);
    expect(savingData()).toBe(false);
  });
});
