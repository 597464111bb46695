import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
        <Link href={telHref(address.PhoneNumber)}>{address.PhoneNumber}</Link>
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
    </Paper>
  );
}
