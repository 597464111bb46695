import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

interface ScrollTableContainerProps {
  /** Names the region: the id of the table's heading, or else a label. */
  labelledBy?: string;
  label?: string;
  /** A page is being replaced: the old one shows faded meanwhile. */
  stale?: boolean;
  children: ReactNode;
}

/**
 * A table's container, which scrolls sideways on a narrow phone rather than squeezing the columns.
 * It is a named tab stop, so a keyboard can scroll it too when its rows hold nothing focusable.
 */
export function ScrollTableContainer({
  labelledBy,
  label,
  stale,
  children,
}: ScrollTableContainerProps) {
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      sx={{ opacity: stale ? 0.6 : 1 }}
    >
      {children}
    </TableContainer>
  );
}
