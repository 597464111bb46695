import { useEffect, useState } from 'react';

/** The spec's grid: 2 columns below 576 px, 3 below 768, 4 below 992, otherwise 5. */
const ONE_MORE_COLUMN_FROM_PX = [576, 768, 992];

/**
 * The grid's columns for the window as it is now, asked of media queries rather than read from
 * window.innerWidth: on a phone's page (one with a viewport) reading innerWidth lays the whole
 * page out first, and in the middle of the first render that was one more full layout on the
 * main thread.
 */
export function gridColumnsNow(): number {
  const wider = ONE_MORE_COLUMN_FROM_PX.filter(
    (px) => window.matchMedia(`(min-width: ${px}px)`).matches,
  );
  return 2 + wider.length;
}

/** Seven rows a page: 14, 21, 28 or 35 listings. */
export const ROWS_PER_PAGE = 7;

export function useGridColumns(): number {
  const [columns, setColumns] = useState(gridColumnsNow);
  useEffect(() => {
    const onResize = () => setColumns(gridColumnsNow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return columns;
}
