import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { SearchField } from '../../../shared/components/SearchField';
import { TileGrid, TileGridItem } from '../../../shared/components/TileGrid';
import { ListingCard } from '../../listings/components/ListingCard';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { useDebouncedValue } from '../../listings/hooks/useDebouncedValue';
import type { ListingType } from '../../listings/listing-types';
import { pagesOf } from '../../listings/paging';
import { staffApi, staffKeys, type StaffListing } from '../api/staff-api';
import { RemoveListingDialog } from '../components/RemoveListingDialog';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { sellerListingsPath, staffListingsPath } from '../staff-paths';
import { failureText } from '../../../shared/errors/failure-text';

/** 24 cards a page: whole rows at 2, 3 or 4 columns. */
export const STAFF_LISTINGS_PAGE_SIZE = 24;

/**
 * /employee/seller/{type}: every listing of a type; each card leads to that seller's listings,
 * /employee/seller/{type}/{sellerId}. Staff may remove a listing, giving a reason.
 */
export function StaffListingsPage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const { sellerId: sellerParam } = useParams();
  const sellerId = sellerParam ? Number(sellerParam) : undefined;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const view = `${type}|${sellerId ?? ''}|${q}`;
  const [paging, setPaging] = useState({ view, page: 1 });
  const page = paging.view === view ? paging.page : 1;
  const [removing, setRemoving] = useState<StaffListing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const params = { page, pageSize: STAFF_LISTINGS_PAGE_SIZE, q, sellerId };
  const query = useQuery({
    queryKey: staffKeys.listings(type, params),
    queryFn: () => staffApi.listings(type, params, t('staff.listings.loadFailed')),
    placeholderData: keepPreviousData,
    enabled: sellerId === undefined || Number.isSafeInteger(sellerId),
  });
  const { pages, more } = pagesOf(query.data?.meta, STAFF_LISTINGS_PAGE_SIZE);
  const seller = query.data?.seller;
  const title = seller
    ? t('staff.listings.sellerTitle', {
        type: t(`staff.tiles.${type}`),
        name: `${seller.sellerFirstName} ${seller.sellerLastName}`,
      })
    : t(`staff.tiles.${type}`);

  return (
    <>
      <StaffPageTitle
        title={title}
        action={
          sellerId !== undefined && (
            <Button component={RouterLink} to={staffListingsPath(type)}>
              {t('staff.listings.allSellers')}
            </Button>
          )
        }
      />
      <SearchField
        label={t('listings.searchLabel')}
        placeholder={t(`listings.searchPlaceholder.${type.startsWith('car') ? 'car' : 'house'}`)}
        value={search}
        onChange={setSearch}
        sx={{ mb: 2, minWidth: { sm: 320 } }}
      />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingRow text={t('staff.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{failureText(query.error, t('staff.listings.loadFailed'))}</Alert>
      ) : query.data.listings.length === 0 ? (
        <Alert severity="info">{t(q ? 'staff.noMatches' : 'staff.listings.empty')}</Alert>
      ) : (
        <>
          <TileGrid label={title} dimmed={query.isPlaceholderData}>
            {query.data.listings.map((listing) => (
              <TileGridItem key={listing.postHash}>
                <ListingCard
                  listing={listing}
                  to={sellerListingsPath(type, listing.sellerId)}
                  actions={
                    <Stack
                      direction="row"
                      sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}
                    >
                      <Typography variant="caption" noWrap sx={{ minWidth: 0 }}>
                        {listing.seller
                          ? `${listing.seller.sellerFirstName} ${listing.seller.sellerLastName}`
                          : `#${listing.sellerId}`}
                      </Typography>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRemoving(listing)}
                        aria-label={t('staff.listings.removeOne', { title: listing.title })}
                      >
                        {t('staff.listings.remove')}
                      </Button>
                    </Stack>
                  }
                />
              </TileGridItem>
            ))}
          </TileGrid>
          <Pager
            page={page}
            pages={pages}
            more={more}
            onChange={(next) => setPaging({ view, page: next })}
          />
        </>
      )}
      {removing && (
        <RemoveListingDialog
          listing={removing}
          onClose={(message) => {
            setRemoving(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </>
  );
}
