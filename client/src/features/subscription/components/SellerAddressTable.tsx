import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { SellerProfileLink } from '../../seller-profile/components/SellerProfileLink';
import type { SellerAddress } from '../api/subscription-api';

/** A dialable number: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The seller's contact details once the buyer may see them; the phone number dials on a phone. */
export function SellerAddressTable({ address }: { address: SellerAddress }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    ['firstName', address.sellerFirstName],
    ['lastName', address.sellerLastName],
    ['country', address.sellerCountry],
    ['city', address.sellerCity],
    [
      'phone',
      address.PhoneNumber ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link href={telHref(address.PhoneNumber)}>{address.PhoneNumber}</Link>
          {address.phoneVerified && <PhoneVerifiedBadge />}
        </Stack>
      ) : (
        ''
      ),
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" id="seller-contact-title" gutterBottom>
        {t('subscription.contact.addressTitle')}
      </Typography>
      <Table size="small" aria-labelledby="seller-contact-title">
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%' }}>
                {t(`subscription.contact.fields.${key}`)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1.5 }}>
        <SellerProfileLink sellerHash={address.sellerHash} phoneVerified={false} />
      </Box>
    </Paper>
  );
}
