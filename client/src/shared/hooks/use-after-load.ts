import { useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../components/lazy-when-open';

/** False until the page has loaded and the browser is idle: for what the page can do without. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdleAfterLoad(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
