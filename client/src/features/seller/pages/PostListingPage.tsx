import Paper from '@mui/material/Paper';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { ListingType } from '../../listings/listing-types';
import { ListingPostForm } from '../components/ListingPostForm';
import { SellerPageTitle } from '../components/SellerPageTitle';

/** /seller/postRentCar, /seller/postSellCar, /seller/postHouseRent, /seller/postSellHouse. */
export function PostListingPage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  return (
    <>
      <SellerPageTitle title={t(`seller.post.${type}`)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {/* Keyed by type: moving between post forms starts from an empty form. */}
        <ListingPostForm key={type} type={type} />
      </Paper>
    </>
  );
}
