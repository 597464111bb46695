import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/**
 * A count beside its child, or the child alone at 0. MUI's badge, once invisible, still keeps its
 * last number in the page's text, which then reads as part of a link's or button's name.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  if (!count) return <>{children}</>;
  return (
    <Badge badgeContent={count} color="secondary" max={99}>
      {children}
    </Badge>
  );
}
