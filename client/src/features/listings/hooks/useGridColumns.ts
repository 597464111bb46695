import { useEffect, useState } from 'react';

/** The spec's grid: 2 columns below 576 px, 3 below 768, 4 below 992, otherwise 5. */
export function columnsFor(width: number): number {
  if (width < 576) return 2;
  if (width < 768) return 3;
  if (width < 992) return 4;
  return 5;
}

/** Seven rows a page: 14, 21, 28 or 35 listings. */
export const ROWS_PER_PAGE = 7;

export function useGridColumns(): number {
  const [columns, setColumns] = useState(() => columnsFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setColumns(columnsFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return columns;
}
