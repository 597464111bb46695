import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list laid out as 2 columns on phones, then 3 and 4; items are TileGridItems. */
export function TileGrid({
  label,
  dimmed = false,
  children,
}: {
  label: string;
  /** While the next page loads, the current one stays visible but faded. */
  dimmed?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        gap: { xs: 1, sm: 2 },
        opacity: dimmed ? 0.6 : 1,
      }}
    >
      {children}
    </Box>
  );
}

export function TileGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}
