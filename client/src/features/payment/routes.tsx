import Container from '@mui/material/Container';
import { lazy, type ReactNode } from 'react';
import type { AppRoute } from '../../app/router/route-types';
import { PAYMENT_PATHS, type Payer } from './payment-paths';

const SellerLayout = lazy(() =>
  import('../seller/components/SellerLayout').then((m) => ({ default: m.SellerLayout })),
);
const PaymentPage = lazy(() =>
  import('./pages/PaymentPage').then((m) => ({ default: m.PaymentPage })),
);
const PaymentReturnPage = lazy(() =>
  import('./pages/PaymentReturnPage').then((m) => ({ default: m.PaymentReturnPage })),
);

const PAYERS: Payer[] = ['seller', 'buyer'];

const page = (children: ReactNode) => (
  <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
    {children}
  </Container>
);

/** Sellers pay inside their area's frame; buyers' pages stand alone like their subscription page. */
const FRAME: Record<Payer, (children: ReactNode) => ReactNode> = {
  seller: (children) => <SellerLayout>{children}</SellerLayout>,
  buyer: page,
};

/** Payment pages: sellers top up, buyers subscribe; each payer's pages are theirs alone. */
export const PAYMENT_ROUTES: AppRoute[] = PAYERS.flatMap((payer): AppRoute[] => {
  const access = { kind: 'signed-in', userType: payer } as const;
  const paths = PAYMENT_PATHS[payer];
  return [
    {
      path: paths.chapa,
      nameKey: `payment.${payer}.chapaTitle`,
      access,
      element: FRAME[payer](<PaymentPage key={`${payer}-chapa`} payer={payer} method="chapa" />),
    },
    {
      path: paths.card,
      nameKey: `payment.${payer}.cardTitle`,
      access,
      element: FRAME[payer](<PaymentPage key={`${payer}-card`} payer={payer} method="card" />),
    },
    {
      path: paths.return,
      nameKey: `payment.${payer}.returnTitle`,
      access,
      element: page(<PaymentReturnPage key={payer} payer={payer} />),
    },
  ];
});
