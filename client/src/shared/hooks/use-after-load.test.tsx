import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const transitions = vi.hoisted(() => ({ started: 0 }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.started += 1;
      react.startTransition(scope);
    },
  };
});

import { useAfterLoad } from './use-after-load';

describe('useAfterLoad', () => {
  afterEach(() => {
    transitions.started = 0;
  });

  it('is false on the first render and true once the page has loaded and the browser is idle', async () => {
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true as a transition, so what it adds is built in short slices', async () => {
    const { result } = renderHook(() => useAfterLoad());
    await waitFor(() => expect(result.current).toBe(true));
    expect(transitions.started).toBe(1);
  });

  it('does nothing once the component is gone', async () => {
    const { result, unmount } = renderHook(() => useAfterLoad());
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toBe(false);
    expect(transitions.started).toBe(0);
  });
});
