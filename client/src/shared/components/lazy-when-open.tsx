import { lazy, Suspense, useState, type ComponentType } from 'react';

/** After the page has loaded, when the browser has nothing else to do. */
const PREFETCH_DELAY_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor pays for every byte: the browser's data saver is on, or the link is 2G.
 * Mobile data is dear in Ethiopia; code for a menu that may never be opened is not worth it then.
 */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Fetches a chunk a while after the page has loaded, when the browser is idle: code that is not
 * needed to show the page stays out of its way, yet is there when the user first wants it. A
 * visitor saving data gets it only when it is first used.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>) {
  // Only for the built app: tests and the dev server load what they render.
  if (!import.meta.env.PROD || savingData()) return;
  whenIdleAfterLoad(() => void load().catch(() => undefined), PREFETCH_DELAY_MS);
}

/** Runs `work` once the page has loaded, `delayMs` later, when the browser has nothing to do. */
export function whenIdleAfterLoad(work: () => void, delayMs = 0): void {
  const schedule = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
      else work();
    }, delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * React.lazy for a component that renders only once the user asks for it: inside a lazyWhenOpen
 * component (a menu's items, a drawer's list), or a dialog behind its own Suspense. It keeps the
 * component's own type (MUI's `component` prop included).
 */
export function lazyPart<T>(load: () => Promise<{ default: T }>): T {
  prefetchWhenIdle(load);
  return lazy(load as unknown as () => Promise<{ default: ComponentType }>) as unknown as T;
}

/**
 * A modal component (menu, drawer, snackbar) whose code stays off the first page load: it renders
 * nothing until it is first opened, as the MUI component does while closed.
 */
export function lazyWhenOpen<P extends { open?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  prefetchWhenIdle(load);
  const Component = lazy(load);
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
