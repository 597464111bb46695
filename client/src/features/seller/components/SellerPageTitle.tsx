import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Every seller page's heading, with room for an action on the right (wraps below on phones). */
export function SellerPageTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: { xs: 2, md: 3 } }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' } }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
