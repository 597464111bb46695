import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The narrow card every sign-in, registration and reset form sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.7rem' }, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
