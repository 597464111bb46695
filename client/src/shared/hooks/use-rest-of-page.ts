import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true once that render is on the screen. A page draws first
 * what a phone shows at the top (a listing's photo, title and price; the first rows of cards),
 * then builds the rest in short slices: on a slow phone, building it all before anything shows
 * kept the screen blank for a second or more.
 */
export function useRestOfPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
