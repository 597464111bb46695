import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../shared/format/money';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { ageLabel } from '../age-label';
import type { ListingView } from '../listing-types';
import { listingTitle } from '../listing-title';
import { FavouriteButton } from '../../saved/components/FavouriteButton';

interface ListingCardProps {
  listing: ListingView;
  /** Where the card leads; the buyer detail page by default. */
  to: string;
  /** Extra buttons under the card (the seller's Edit / Delete). */
  actions?: ReactNode;
  /** A card in view when the page opens: its photo is wanted at once, not lazily. */
  priority?: boolean;
}

/** One listing in a grid: photo, make and model (or type and area), price, place and age. */
export function ListingCard({ listing, to, actions, priority = false }: ListingCardProps) {
  const { t, i18n } = useTranslation();
  const age = ageLabel(listing.addedDate);
  const title = listingTitle(listing, t);
  const subtitle = listing.house ? `${listing.house.area} m²` : String(listing.car?.year ?? '');
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <FavouriteButton postHash={listing.postHash} title={title} sellerId={listing.sellerId} />
      <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        <CardMedia
          component="img"
          image={listing.thumbnail}
          alt={title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          sx={{ height: 120, objectFit: 'cover', bgcolor: 'grey.200' }}
        />
        <CardContent sx={{ p: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            noWrap
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
          <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 700 }}>
            {formatMoney(listing.price, listing.currency, i18n.resolvedLanguage)}
            {listing.rentPeriod && (
              <Box
                component="span"
                sx={{ fontWeight: 400, fontSize: '0.8rem', color: 'text.secondary' }}
              >
                {' '}
                {t(listing.rentPeriod === 'per day' ? 'listings.perDay' : 'listings.perMonth')}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {listing.region}, {listing.country}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(age.key, { count: age.count })}
          </Typography>
          {listing.sellerPhoneVerified && (
            <Box sx={{ mt: 0.5 }}>
              <PhoneVerifiedBadge />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}
