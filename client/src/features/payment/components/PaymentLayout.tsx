import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BalanceCard } from '../../seller/components/BalanceCard';
import type { Payer } from '../payment-paths';
import { BuyerPayGate, BuyerStatusCard } from './BuyerStatus';

/** A payment page: the account's state beside the way to pay (buyers only when they may). */
export function PaymentLayout({
  payer,
  title,
  children,
}: {
  payer: Payer;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: { xs: 2, md: 3 } }}
      >
        {title}
      </Typography>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {payer === 'seller' ? <BalanceCard /> : <BuyerStatusCard />}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {payer === 'seller' ? children : <BuyerPayGate>{children}</BuyerPayGate>}
        </Grid>
      </Grid>
    </Box>
  );
}
