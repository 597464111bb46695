import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { failureText } from '../../../shared/errors/failure-text';
import { ListingCard } from '../../listings/components/ListingCard';
import { ROWS_PER_PAGE, useGridColumns } from '../../listings/hooks/useGridColumns';
import {
  detailPathOf,
  LISTING_TYPES,
  TYPE_INFO,
  type ListingType,
} from '../../listings/listing-types';
import { pagesOf } from '../../listings/paging';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { sellerProfileApi, sellerProfileKeys, type SellerProfile } from '../api/seller-profile-api';
import '../i18n';

/** Month and year; in Amharic by the Ethiopian calendar, as people there date things. */
function monthYear(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'am' ? 'am-ET-u-ca-ethiopic-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
}

const isListingType = (value: string | null): value is ListingType =>
  LISTING_TYPES.includes(value as ListingType);

/** The first type the seller has listings of (the page opens on it). */
const firstStocked = (profile: SellerProfile): ListingType =>
  LISTING_TYPES.find((type) => profile.activeListings[type] > 0) ?? LISTING_TYPES[0];

/** /sellers/:sellerHash: who the seller is in public, and their active listings per type. */
export function SellerProfilePage() {
  const { t, i18n } = useTranslation();
  const { sellerHash = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const columns = useGridColumns();
  const pageSize = ROWS_PER_PAGE * columns;

  const profile = useQuery({
    queryKey: sellerProfileKeys.profile(sellerHash),
    queryFn: () => sellerProfileApi.profile(sellerHash, t('sellerProfile.loadFailed')),
  });
  const asked = params.get('type');
  const type: ListingType | undefined = isListingType(asked)
    ? asked
    : profile.data && firstStocked(profile.data);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const listings = useQuery({
    queryKey: sellerProfileKeys.listings(sellerHash, type ?? 'carRent', page, pageSize),
    queryFn: () =>
      sellerProfileApi.listings(
        sellerHash,
        type!,
        page,
        pageSize,
        t('sellerProfile.listingsFailed'),
      ),
    enabled: type !== undefined,
    placeholderData: keepPreviousData,
  });
  const { pages, more } = pagesOf(listings.data?.meta, pageSize);

  const show = (next: { type?: ListingType; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.type) search.set('type', next.type);
    search.set('page', String(next.page ?? 1));
    setParams(search, { replace: true });
  };

  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity={missing ? 'info' : 'error'}>
          {missing
            ? t('sellerProfile.notFound')
            : failureText(profile.error, t('sellerProfile.loadFailed'))}
        </Alert>
      </Container>
    );
  }
  if (!profile.data || !type) {
    return (
      <Container sx={{ py: 3 }}>
        <LoadingRow text={t('sellerProfile.loading')} />
      </Container>
    );
  }
  const seller = profile.data;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="overline" color="text.secondary">
          {t('sellerProfile.title')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
          {seller.displayName}
        </Typography>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
        >
          {seller.phoneVerified ? (
            <PhoneVerifiedBadge size="medium" />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('sellerProfile.noPhoneVerified')}
            </Typography>
          )}
          <Typography color="text.secondary">{seller.sellerCity}</Typography>
          <Typography color="text.secondary">
            {t('sellerProfile.memberSince', {
              date: monthYear(seller.memberSince, i18n.language),
            })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('sellerProfile.activeTotal', { count: seller.activeListingsTotal })}
          </Typography>
        </Stack>
      </Paper>

      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('sellerProfile.listingsTitle')}
      </Typography>
      <Tabs
        value={type}
        onChange={(_, next: ListingType) => show({ type: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('sellerProfile.listingsTitle')}
        sx={{ mb: 2 }}
      >
        {LISTING_TYPES.map((each) => (
          <Tab
            key={each}
            value={each}
            label={t('sellerProfile.typeCount', {
              type: t(TYPE_INFO[each].titleKey),
              count: seller.activeListings[each],
            })}
          />
        ))}
      </Tabs>
      {listings.isError ? (
        <Alert severity="error">
          {failureText(listings.error, t('sellerProfile.listingsFailed'))}
        </Alert>
      ) : !listings.data ? (
        <LoadingRow text={t('sellerProfile.loading')} />
      ) : listings.data.listings.length === 0 ? (
        <Alert severity="info">{t('sellerProfile.empty')}</Alert>
      ) : (
        <>
          <Box
            data-testid="seller-listing-grid"
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: { xs: 1, sm: 2 },
              opacity: listings.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {listings.data.listings.map((listing) => (
              <ListingCard
                key={listing.postHash}
                listing={listing}
                to={detailPathOf(listing.type, listing.postHash)}
              />
            ))}
          </Box>
          <Pager page={page} pages={pages} more={more} onChange={(next) => show({ page: next })} />
        </>
      )}
    </Container>
  );
}
