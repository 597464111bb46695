import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a page its route asks for ahead (`preload`). A page whose code is already there
 * when it is first rendered renders at once: a lazy component suspends on its first render even
 * then, which showed the route's spinner, and React spaces out the reveal of what replaces a
 * spinner, holding the page back on a slow phone by a few hundred milliseconds more.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once, so the page is never swapped (and its state lost) when its code arrives.
    const [Page] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  return { Component: Preloadable, preload };
}
