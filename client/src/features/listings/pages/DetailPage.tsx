import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useRestOfPage } from '../../../shared/hooks/use-rest-of-page';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney, groupDigits } from '../../../shared/format/money';
import { ageLabel } from '../age-label';
import { detailQuery } from '../api/listings-api';
import { PhotoCarousel } from '../components/PhotoCarousel';
import { SellerContactActions } from '../components/SellerContactActions';
import { SellerProfileLink } from '../../seller-profile/components/SellerProfileLink';
import {
  detailPathOf,
  TYPE_INFO,
  type ListingType,
  type ListingView,
  type PhotoSide,
} from '../listing-types';
import { ShareButtons } from '../../sharing/components/ShareButtons';
import { ListingModeration } from '../../moderation/components/ListingModeration';
import { FavouriteButton } from '../../saved/components/FavouriteButton';
import { SimilarListings } from '../../similar-listings/components/SimilarListings';
import { absolutePageUrl } from '../../sharing/share-links';
import { failureText } from '../../../shared/errors/failure-text';
import { choiceLabel } from '../../seller/listing-choices';
import { listingTitle } from '../listing-title';

/** The carousel's order. */
const PHOTO_SIDES: PhotoSide[] = ['front', 'back', 'right', 'left'];

/** The specification rows: field key and the value to show. */
function specsOf(
  listing: ListingView,
  t: (key: string, options?: Record<string, string>) => string,
): [string, string][] {
  const kilometres = (value: string) => t('listings.km', { value });
  if (listing.car) {
    const c = listing.car;
    return [
      ['make', c.make],
      ['model', c.model],
      ['year', String(c.year)],
      ['transmission', choiceLabel(t, 'transmision', c.transmission)],
      ['mileage', kilometres(groupDigits(c.mileage))],
      ['bodyType', choiceLabel(t, 'bodyType', c.bodyType)],
      ['engine', c.engine],
      ['fuel', choiceLabel(t, 'fuel', c.fuel)],
      ['color', c.color],
      ['plateNumber', c.plateNumber],
    ];
  }
  const h = listing.house!;
  return [
    ['houseType', choiceLabel(t, 'houseType', h.houseType)],
    ['area', `${h.area} m²`],
    ['bedrooms', String(h.bedrooms)],
    ['bathrooms', String(h.bathrooms)],
    ['livingRooms', String(h.livingRooms)],
  ];
}

/**
 * Label and value rows, styled once for the table: a listing's page has a dozen rows, and a
 * styled MUI cell each (styled anew on every render) was a good part of building it on a phone.
 * It looks as MUI's small Table did.
 */
const RowsTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': {
    ...theme.typography.body2,
    padding: '6px 16px',
    textAlign: 'left',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& th': { width: '45%', fontWeight: 'inherit', color: theme.palette.text.secondary },
}));

/**
 * The page's sections: photos beside the essentials, specifications beside the location on a
 * wide screen (7 to 5), one column on a phone; the description spans the width. One CSS grid
 * rather than a Grid component per cell, each of which computes its responsive styles.
 */
const Sections = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  '& > .DetailPage-wide': { gridColumn: '1 / -1' },
}));

function KeyValueTable({ rows }: { rows: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <RowsTable>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{t(`listings.fields.${key}`)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </RowsTable>
  );
}

/** One listing: photos, price, specifications, location, description and the contact actions. */
export function DetailPage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const { postHash = '' } = useParams();
  const query = useQuery(detailQuery(type, postHash, t(`listings.failed.${type}`)));

  // The page is built in short slices after the data arrives, not in one long task; until then
  // (and while a previous listing's page would still be the one built) the spinner shows.
  const deferred = useDeferredValue(query.data);
  const listing = deferred?.postHash === postHash ? deferred : undefined;

  if (query.isError) {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{failureText(query.error, t(`listings.failed.${type}`))}</Alert>
        <Link
          component={RouterLink}
          to={TYPE_INFO[type].browsePath}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          {t('listings.backToList')}
        </Link>
      </Container>
    );
  }
  if (!listing) {
    return (
      <Stack sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Stack>
    );
  }
  return <ListingSections type={type} listing={listing} />;
}

/** The page of a listing that has loaded: its top first, the rest right after. */
function ListingSections({ type, listing }: { type: ListingType; listing: ListingView }) {
  const { t, i18n } = useTranslation();
  const [showDescription, setShowDescription] = useState(true);
  const rest = useRestOfPage();

  const age = ageLabel(listing.addedDate);
  const photos = PHOTO_SIDES.map((side) => ({
    src: listing.images[side],
    medium: listing.mediumImages?.[side],
    thumbnail: listing.photoThumbnails?.[side],
    label: t(`listings.photo.${side}`),
  }));
  const title = listingTitle(listing, t);
  const heading = listing.house
    ? `${title} · ${listing.house.area} m²`
    : `${title} ${listing.car?.year ?? ''}`;
  const price = formatMoney(listing.price, listing.currency, i18n.language);
  const period = listing.rentPeriod
    ? ` ${t(listing.rentPeriod === 'per day' ? 'listings.perDay' : 'listings.perMonth')}`
    : '';

  return (
    <Container sx={{ py: 3 }}>
      <Link
        component={RouterLink}
        to={TYPE_INFO[type].browsePath}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        ← {t('listings.backToList')}
      </Link>
      <Sections>
        <div>
          <PhotoCarousel photos={photos} alt={title} />
        </div>
        <div>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
                {heading}
              </Typography>
              <Typography variant="h2" component="p" color="primary" sx={{ mt: 1 }}>
                {price}
                {listing.rentPeriod && (
                  <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                    {t(listing.rentPeriod === 'per day' ? 'listings.perDay' : 'listings.perMonth')}
                  </Typography>
                )}
              </Typography>
              <Typography color="text.secondary">
                {listing.city}, {listing.region} · {t(age.key, { count: age.count })}
              </Typography>
            </Box>
            {rest && (
              <>
                <Chip
                  color="secondary"
                  label={t(TYPE_INFO[type].rent ? 'listings.rentingFast' : 'listings.sellingFast')}
                  sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
                />
                <SellerProfileLink
                  sellerHash={listing.sellerHash}
                  phoneVerified={listing.sellerPhoneVerified}
                />
                <FavouriteButton
                  postHash={listing.postHash}
                  title={heading}
                  sellerId={listing.sellerId}
                  variant="labelled"
                />
                <SellerContactActions
                  sellerId={listing.sellerId}
                  listingType={type}
                  postHash={listing.postHash}
                />
                <ShareButtons
                  target={{
                    url: absolutePageUrl(detailPathOf(type, listing.postHash)),
                    text: `${heading} · ${price}${period} · ${listing.city}`,
                  }}
                />
                <ListingModeration listing={listing} />
              </>
            )}
          </Stack>
        </div>
        {rest && (
          <>
            <div>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h3" component="h2" gutterBottom>
                  {t('listings.specs')}
                </Typography>
                <KeyValueTable rows={specsOf(listing, t)} />
              </Paper>
            </div>
            <div>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h3" component="h2" gutterBottom>
                  {t('listings.location')}
                </Typography>
                <KeyValueTable
                  rows={[
                    ['country', listing.country],
                    ['region', listing.region],
                    ['city', listing.city],
                    ...(listing.subcity ? [['subcity', listing.subcity] as [string, string]] : []),
                  ]}
                />
              </Paper>
            </div>
            {listing.description && (
              <div className="DetailPage-wide">
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Typography variant="h3" component="h2">
                      {t('listings.description')}
                    </Typography>
                    <Button
                      onClick={() => setShowDescription((v) => !v)}
                      aria-expanded={showDescription}
                    >
                      {t(showDescription ? 'listings.hideDescription' : 'listings.showDescription')}
                    </Button>
                  </Stack>
                  <Collapse in={showDescription}>
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                      {listing.description}
                    </Typography>
                  </Collapse>
                </Paper>
              </div>
            )}
          </>
        )}
      </Sections>
      {rest && <SimilarListings type={type} postHash={listing.postHash} />}
    </Container>
  );
}
