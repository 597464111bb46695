import CardActions from '@mui/material/CardActions';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { ageLabel } from '../age-label';
import type { ListingView } from '../listing-types';
import { listingTitle } from '../listing-title';
import { ListingPhoto } from './ListingPhoto';
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

/**
 * A card's width beyond a phone: a third of the screen, a fifth or less from `md` on. A phone's
 * two columns get the 400 px photo whatever the screen's density.
 */
const CARD_SIZES = '(min-width: 900px) 20vw, 33vw';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The card's look in one style, its parts plain elements under class names: a grid builds dozens
 * of cards as a page opens, and a styled MUI component per line (each styled anew on every
 * render) made building them the longest task of a browse page on a phone. It looks as MUI's
 * outlined Card with a CardActionArea and Typography lines did.
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .ListingCard-link': {
    flexGrow: 1,
    display: 'block',
    color: 'inherit',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
      backgroundColor: theme.palette.action.focus,
    },
  },
  '& .ListingCard-photo': {
    display: 'block',
    width: '100%',
    height: 120,
    objectFit: 'cover',
    backgroundColor: theme.palette.grey[200],
  },
  '& .ListingCard-body': { padding: theme.spacing(1.5) },
  '& .ListingCard-title': {
    ...theme.typography.subtitle1,
    ...oneLine,
    margin: 0,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  '& .ListingCard-line': {
    ...theme.typography.body2,
    ...oneLine,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  '& .ListingCard-price': {
    ...theme.typography.subtitle1,
    margin: 0,
    fontWeight: 700,
    color: theme.palette.primary.main,
  },
  '& .ListingCard-period': {
    fontWeight: 400,
    fontSize: '0.8rem',
    color: theme.palette.text.secondary,
  },
  '& .ListingCard-age': {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.text.secondary,
  },
  '& .ListingCard-badge': { marginTop: theme.spacing(0.5) },
}));

/** One listing in a grid: photo, make and model (or type and area), price, place and age. */
export function ListingCard({ listing, to, actions, priority = false }: ListingCardProps) {
  const { t, i18n } = useTranslation();
  const age = ageLabel(listing.addedDate);
  const title = listingTitle(listing, t);
  const subtitle = listing.house ? `${listing.house.area} m²` : String(listing.car?.year ?? '');
  return (
    <CardRoot>
      <FavouriteButton postHash={listing.postHash} title={title} sellerId={listing.sellerId} />
      <RouterLink to={to} className="ListingCard-link">
        <ListingPhoto
          className="ListingCard-photo"
          src={listing.thumbnail}
          wider={
            listing.mediumImages?.front
              ? {
                  srcSet: `${listing.thumbnail} 400w, ${listing.mediumImages.front} 800w`,
                  sizes: CARD_SIZES,
                }
              : undefined
          }
          alt={title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <div className="ListingCard-body">
          <h3 className="ListingCard-title">{title}</h3>
          <p className="ListingCard-line">{subtitle}</p>
          <p className="ListingCard-price">
            {formatMoney(listing.price, listing.currency, i18n.language)}
            {listing.rentPeriod && (
              <span className="ListingCard-period">
                {' '}
                {t(listing.rentPeriod === 'per day' ? 'listings.perDay' : 'listings.perMonth')}
              </span>
            )}
          </p>
          <p className="ListingCard-line">
            {listing.region}, {listing.country}
          </p>
          <span className="ListingCard-age">{t(age.key, { count: age.count })}</span>
          {listing.sellerPhoneVerified && (
            <div className="ListingCard-badge">
              <PhoneVerifiedBadge />
            </div>
          )}
        </div>
      </RouterLink>
      {actions && <CardActions sx={{ pt: 0 }}>{actions}</CardActions>}
    </CardRoot>
  );
}
