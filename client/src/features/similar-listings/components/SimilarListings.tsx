import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ListingCard } from '../../listings/components/ListingCard';
import { detailPathOf, type ListingType } from '../../listings/listing-types';
import { similarApi, similarKeys } from '../api/similar-api';
import '../i18n';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(6, minmax(0, 1fr))',
  },
  gap: { xs: 1, sm: 2 },
};

/**
 * Under a listing: others of its type in its city at a price near its own. Shows nothing when
 * there are none, or they could not be loaded: the listing is what the page is for.
 */
export function SimilarListings({ type, postHash }: { type: ListingType; postHash: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: similarKeys.of(type, postHash),
    queryFn: () => similarApi.of(type, postHash, t('similar.failed')),
  });
  if (query.isError || query.data?.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="similar-title" sx={{ mt: 4 }}>
      <Typography id="similar-title" variant="h3" component="h2">
        {t('similar.title')}
      </Typography>
      <Box sx={gridSx} data-testid="similar-listings">
        {query.data
          ? query.data.map((listing) => (
              <ListingCard
                key={listing.postHash}
                listing={listing}
                to={detailPathOf(listing.type, listing.postHash)}
              />
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={230} />
            ))}
      </Box>
    </Stack>
  );
}
