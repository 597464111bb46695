import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { failureText } from '../../../shared/errors/failure-text';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { ListingCard } from '../../listings/components/ListingCard';
import { Pager } from '../../../shared/components/Pager';
import { detailPathOf, TYPE_INFO, type ListingType } from '../../listings/listing-types';
import { pagesOf } from '../../listings/paging';
import { OWN_PAGE_SIZE, useOwnListings } from '../hooks/use-seller-listings';
import { deletePath, editPath, markDonePath, POST_PATH, type ListNotice } from '../seller-paths';
import { ListingStatusNotice } from '../../moderation/components/ListingStatusNotice';
import { ListingRenewal } from '../../renewal/components/ListingRenewal';
import { SellerPageTitle } from './SellerPageTitle';

/** The seller's own listings of one type as cards with Edit and Delete, twelve to a page. */
export function OwnListingsView({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useOwnListings(type, page);
  const notice = (location.state as ListNotice | null)?.notice;
  const { pages, more } = pagesOf(query.data?.meta, OWN_PAGE_SIZE);
  const done = TYPE_INFO[type].rent ? 'rent' : 'sell';

  // The page lives in the address, so Back from an edit returns to the same page.
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const dismissNotice = () =>
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  return (
    <>
      <SellerPageTitle
        title={t(`seller.own.${type}`)}
        action={
          <Button
            component={RouterLink}
            to={POST_PATH[type]}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t(`seller.post.${type}`)}
          </Button>
        }
      />
      {notice && (
        <Alert severity="success" onClose={dismissNotice} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingRow text={t(`listings.loading.${type}`)} />
      ) : query.isError ? (
        <Alert severity="error">
          {failureText(query.error, t(`seller.ownListFailed.${TYPE_INFO[type].category}`))}
        </Alert>
      ) : query.data.listings.length === 0 ? (
        <Alert severity="info">{t(`listings.empty.${type}`)}</Alert>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t(`seller.own.${type}`)}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
              gap: { xs: 1, sm: 2 },
              opacity: query.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {query.data.listings.map((listing) => (
              <Box component="li" key={listing.postHash} sx={{ minWidth: 0 }}>
                <ListingCard
                  listing={listing}
                  to={detailPathOf(type, listing.postHash)}
                  actions={
                    <Stack spacing={1} sx={{ width: '100%' }}>
                      <ListingStatusNotice listing={listing} compact />
                      <ListingRenewal type={type} listing={listing} />
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{
                          width: '100%',
                          // Two cards a row on a phone leave no room for the icons.
                          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
                          '& .MuiButton-root': { px: { xs: 0.5, sm: 1 } },
                        }}
                      >
                        <Button
                          component={RouterLink}
                          to={editPath(type, listing.postHash)}
                          size="small"
                          variant="outlined"
                          startIcon={<EditIcon />}
                          aria-label={t('seller.list.editNamed', { title: listing.title })}
                          sx={{ flex: 1, minWidth: 0 }}
                        >
                          {t('seller.list.edit')}
                        </Button>
                        <Button
                          component={RouterLink}
                          to={deletePath(type, listing.postHash)}
                          size="small"
                          variant="outlined"
                          color="error"
                          startIcon={<DeleteIcon />}
                          aria-label={t('seller.list.deleteNamed', { title: listing.title })}
                          sx={{ flex: 1, minWidth: 0 }}
                        >
                          {t('seller.list.delete')}
                        </Button>
                      </Stack>
                      <Button
                        component={RouterLink}
                        to={markDonePath(type, listing.postHash)}
                        size="small"
                        variant="contained"
                        startIcon={<TaskAltIcon />}
                        sx={{
                          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
                        }}
                        aria-label={t(`seller.list.markDoneNamed.${done}`, {
                          title: listing.title,
                        })}
                      >
                        {t(`seller.list.markDone.${done}`)}
                      </Button>
                    </Stack>
                  }
                />
              </Box>
            ))}
          </Box>
          <Pager page={page} pages={pages} more={more} onChange={goTo} />
        </>
      )}
    </>
  );
}
