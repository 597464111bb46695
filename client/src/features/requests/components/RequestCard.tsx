import DeleteIcon from '@mui/icons-material/Delete';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatDateTime } from '../../../shared/format/date-time';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { detailPathOf, TYPE_INFO } from '../../listings/listing-types';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { markDonePath } from '../../seller/seller-paths';
import type { BuyerRequest } from '../api/requests-api';

interface RequestCardProps {
  request: BuyerRequest;
  onDelete: () => void;
  deleting: boolean;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A buyer's message may be long, with line breaks of its own.
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {children}
    </Typography>
  );
}

/** One buyer's request: who, how to reach them, about which listing, and what to do with it. */
export function RequestCard({ request, onDelete, deleting }: RequestCardProps) {
  const { t, i18n } = useTranslation();
  const name = `${request.buyerFirstName} ${request.buyerLastName}`;
  const { listingType, postHash, listing } = request;
  const done = listingType ? (TYPE_INFO[listingType].rent ? 'rent' : 'sell') : null;
  const price =
    listing &&
    [
      formatMoney(listing.price, currencyOf(listing.currency), i18n.language),
      listing.rentPeriod &&
        t(listing.rentPeriod === 'per day' ? 'listings.perDay' : 'listings.perMonth'),
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, flexGrow: 1 }}>
            {name}
          </Typography>
          {request.unread && <Chip size="small" color="secondary" label={t('requests.new')} />}
        </Stack>
        <Line label={t('requests.phone')}>
          <Link href={`tel:${request.PhoneNumber}`}>{request.PhoneNumber}</Link>
          {request.phoneVerified && (
            <Box component="span" sx={{ ml: 1, display: 'inline-block', verticalAlign: 'middle' }}>
              <PhoneVerifiedBadge />
            </Box>
          )}
        </Line>
        <Line label={t('requests.city')}>{request.buyerCity}</Line>
        <Line label={t('requests.date')}>
          {formatDateTime(request.buyerRequestDate, i18n.language)}
        </Line>
        {listingType && postHash && (
          <Line label={t('requests.about')}>
            {listing ? (
              <Link component={RouterLink} to={detailPathOf(listingType, postHash)}>
                {listing.title}, {price}
              </Link>
            ) : (
              t('requests.listingGone', { listing: t(`requests.listing.${listingType}`) })
            )}
          </Line>
        )}
        {request.message && <Line label={t('requests.message')}>{request.message}</Line>}
        <Stack direction="row" spacing={1} sx={{ pt: 1, mt: 'auto', flexWrap: 'wrap', rowGap: 1 }}>
          {listingType && postHash && done && (
            <Button
              component={RouterLink}
              to={markDonePath(listingType, postHash, request.buyerId)}
              size="small"
              variant="contained"
              startIcon={<TaskAltIcon />}
              aria-label={t(`requests.markDoneNamed.${done}`, { name })}
            >
              {t(`requests.markDone.${done}`)}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            disabled={deleting}
            aria-label={t('requests.deleteNamed', { name })}
          >
            {t('requests.delete')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
