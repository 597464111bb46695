import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/**
 * The search box's text, and the search words it puts in the URL once typing pauses. When the
 * words change from elsewhere (the back button, a link), the box shows them.
 */
export function useSearchText(q: string, setQ: (q: string) => void) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    // Not when the box already holds them (perhaps with a space the buyer is still typing after).
    if (q !== text.trim()) setText(q);
  }
  const typed = useDebouncedValue(text.trim());
  useEffect(() => {
    if (typed === text.trim() && typed !== q) setQ(typed);
  }, [typed, text, q, setQ]);
  return [text, setText] as const;
}
