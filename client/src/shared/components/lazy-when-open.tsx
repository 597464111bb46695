import { lazy, Suspense, useState, type ComponentType } from 'react';

/** What shows that someone is using the page, not just opening it. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

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

let engaged = false;
const untilEngaged: Array<() => void> = [];

/** Runs `work` once the visitor first taps, types, scrolls or wheels (at once if they have). */
function onceEngaged(work: () => void) {
  if (engaged) return work();
  if (!untilEngaged.length) {
    const engage = () => {
      engaged = true;
      for (const type of ENGAGEMENT_EVENTS) document.removeEventListener(type, engage, true);
      untilEngaged.splice(0).forEach((queued) => queued());
    };
    // Captured on the document: a scroll inside a list does not bubble up.
    for (const type of ENGAGEMENT_EVENTS)
      document.addEventListener(type, engage, { capture: true, passive: true });
  }
  untilEngaged.push(work);
}

/**
 * Fetches a chunk the page does not show itself (a menu, a dialog, the error texts) once the
 * visitor starts using the page, when the browser is idle: it stays out of the page's way and is
 * there when first wanted, while someone who only looks and leaves does not pay for it. A visitor
 * saving data gets it only when it is first used.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>) {
  // Only for the built app: tests and the dev server load what they render.
  if (!import.meta.env.PROD || savingData()) return;
  onceEngaged(() => whenIdleAfterLoad(() => void load().catch(() => undefined)));
}

/** Runs `work` once the page has loaded, when the browser has nothing to do. */
export function whenIdleAfterLoad(work: () => void): void {
  const schedule = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
      else work();
    });
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
