import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Every back-office page's heading, with room for an action (below it on phones). */
export function StaffPageTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
