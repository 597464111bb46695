import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../components/lazy-when-open';

/**
 * False until the page has loaded and the browser is idle: for what the page can do without.
 * What it adds renders as a transition, in short slices: an urgent update re-rendered the whole
 * layout in one task, in the middle of a slow phone's first seconds.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdleAfterLoad(() => {
      if (mounted) startTransition(() => setLoaded(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
