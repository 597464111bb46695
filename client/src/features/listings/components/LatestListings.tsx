import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { listingKeys, listingsApi } from '../api/listings-api';
import { detailPathOf } from '../listing-types';
import { ListingCard } from './ListingCard';

const LATEST_COUNT = 10;
const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(5, minmax(0, 1fr))',
  },
  gap: { xs: 1, sm: 2 },
};

/** The home page's latest-products grid: the newest listings of all four types. */
export function LatestListings() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: listingKeys.latest(LATEST_COUNT),
    queryFn: () => listingsApi.latest(LATEST_COUNT),
  });
  // The cards are built in short slices after the data arrives, not in one long task.
  const listings = useDeferredValue(query.data);
  if (query.isError || listings?.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('home.latestEmpty')}</Typography>
      </Paper>
    );
  }
  if (!listings) {
    return (
      <Box sx={gridSx}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={230} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={gridSx}>
      {listings.map((listing) => (
        <ListingCard
          key={listing.postHash}
          listing={listing}
          to={detailPathOf(listing.type, listing.postHash)}
        />
      ))}
    </Box>
  );
}
