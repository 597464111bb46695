import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { detailPathOf, TYPE_INFO } from '../../listings/listing-types';
import type { Favourite } from '../api/saved-api';

type Snapshot = Pick<
  Favourite,
  'type' | 'postHash' | 'title' | 'price' | 'currency' | 'rentPeriod' | 'city' | 'thumbnail'
>;

interface SnapshotCardProps {
  listing: Snapshot;
  /** Linked to the listing's page only while it is public. */
  linked: boolean;
  /** A line above the title: what happened ("New for …", "Sold"). */
  overline?: ReactNode;
  /** Shown in place of the plain price (a price drop). */
  price?: ReactNode;
  /** Buttons at the card's end. */
  actions?: ReactNode;
  /** Unread alerts stand out. */
  emphasised?: boolean;
  onOpen?: () => void;
}

/** A saved or alerted listing in one row: photo, title, price, place, type; fits 360 px. */
export function SnapshotCard({
  listing,
  linked,
  overline,
  price,
  actions,
  emphasised = false,
  onOpen,
}: SnapshotCardProps) {
  const { t, i18n } = useTranslation();
  const period =
    listing.rentPeriod === 'per day'
      ? ` ${t('listings.perDay')}`
      : listing.rentPeriod === 'per month'
        ? ` ${t('listings.perMonth')}`
        : '';
  const body = (
    <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Box
        component="img"
        src={listing.thumbnail}
        alt=""
        loading="lazy"
        sx={{
          width: 88,
          height: 66,
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'grey.200',
          flexShrink: 0,
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        {overline && (
          <Typography variant="caption" color="text.secondary" component="div">
            {overline}
          </Typography>
        )}
        <Typography
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: emphasised ? 800 : 600, lineHeight: 1.3 }}
        >
          {listing.title}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {price ??
            `${formatMoney(listing.price, currencyOf(listing.currency), i18n.language)}${period}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {listing.city} · {t(TYPE_INFO[listing.type].titleKey)}
        </Typography>
      </Box>
    </Stack>
  );
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderColor: emphasised ? 'primary.main' : undefined,
      }}
    >
      {linked ? (
        <CardActionArea
          component={RouterLink}
          to={detailPathOf(listing.type, listing.postHash)}
          onClick={onOpen}
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ flexGrow: 1, minWidth: 0, opacity: 0.75 }}>{body}</Box>
      )}
      {actions && <Box sx={{ pr: 1, flexShrink: 0 }}>{actions}</Box>}
    </Card>
  );
}
