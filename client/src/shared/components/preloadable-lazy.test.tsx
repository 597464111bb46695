import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => Counter));
  return { load, arrive };
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>Loading page</p>}>{node}</Suspense>
);

describe('preloadableLazy', () => {
  it('renders a page asked for ahead at once, without its spinner', async () => {
    const { load, arrive } = deferredModule();
    const page = preloadableLazy(load);
    const preloaded = page.preload();
    arrive();
    await preloaded;
    render(inSuspense(<page.Component label="Cars" />));
    // No suspension: the page is there in the very first render.
    expect(screen.getByRole('button', { name: 'Cars 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page not asked for ahead when it renders, behind its spinner', async () => {
    const { load, arrive } = deferredModule();
    const page = preloadableLazy(load);
    render(inSuspense(<page.Component label="Houses" />));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(() => {
      arrive();
      return Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Houses 0' })).toBeInTheDocument();
  });

  it('keeps a page that waited for its code as it is, state and all, once the code is there', async () => {
    const { load, arrive } = deferredModule();
    const page = preloadableLazy(load);
    const { rerender } = render(inSuspense(<page.Component label="Cars" />));
    await act(() => {
      arrive();
      return Promise.resolve();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cars 0' }));
    // Re-rendered after the module has come: the same page, not a new one.
    rerender(inSuspense(<page.Component label="Cars" />));
    expect(screen.getByRole('button', { name: 'Cars 1' })).toBeInTheDocument();
  });
});
