import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { SearchField } from '../../../shared/components/SearchField';
import { browseQuery } from '../api/listings-api';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { ListingCard } from '../components/ListingCard';
import { Pager } from '../../../shared/components/Pager';
import { activeFilterCount, browseParamsOf } from '../filters/browse-filters';
import { FilterBar } from '../filters/FilterBar';
import { SaveSearchButton } from '../../saved/components/SaveSearchButton';
import { useBrowseState } from '../filters/useBrowseState';
import { useSearchText } from '../filters/useSearchText';
import { ROWS_PER_PAGE, useGridColumns } from '../hooks/useGridColumns';
import { detailPathOf, TYPE_INFO, type ListingType } from '../listing-types';
import { pagesOf } from '../paging';
import { failureText } from '../../../shared/errors/failure-text';
import { useRestOfPage } from '../../../shared/hooks/use-rest-of-page';

/** The rows a phone or a desktop shows without scrolling: their photos load first. */
const FIRST_ROWS = 2;

/** Up to three columns (below 768 px) the filters open as a bottom sheet. */
const PHONE_COLUMNS = 3;

/**
 * Cars for Rent, Houses for Rent, Cars for Sale, Houses for Sale: search, filter, order and page
 * on the server, all kept in the URL (useBrowseState).
 */
export function BrowsePage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const columns = useGridColumns();
  const pageSize = ROWS_PER_PAGE * columns;
  const controls = useBrowseState(type);
  const { state } = controls;
  const [search, setSearch] = useSearchText(state.q, controls.setQ);
  const page = state.page;

  const query = useQuery({
    ...browseQuery(type, browseParamsOf(state, pageSize), t(`listings.failed.${type}`)),
    placeholderData: keepPreviousData,
  });
  const { pages, more } = pagesOf(query.data?.meta, pageSize);
  // The cards are built in short slices after the data arrives, not in one long task.
  const data = useDeferredValue(query.data);
  // Cards of an earlier answer (kept while the next loads, or not yet rebuilt) show as such.
  const stale = query.isPlaceholderData || data !== query.data;
  const narrowed = Boolean(state.q) || activeFilterCount(state.filters) > 0;
  // The rows in view first; the rest of the page's cards right after.
  const rest = useRestOfPage();
  const firstRows = FIRST_ROWS * columns;

  const goTo = (next: number) => {
    controls.setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h1">{t(TYPE_INFO[type].titleKey)}</Typography>
        <SearchField
          label={t('listings.searchLabel')}
          placeholder={t(`listings.searchPlaceholder.${TYPE_INFO[type].category}`)}
          value={search}
          onChange={setSearch}
          sx={{ minWidth: { sm: 320 } }}
        />
        <SaveSearchButton type={type} />
      </Stack>
      <FilterBar
        type={type}
        controls={controls}
        meta={query.isPlaceholderData ? undefined : query.data?.meta}
        phone={columns <= PHONE_COLUMNS}
      />
      {query.isError ? (
        <Alert severity="error">{failureText(query.error, t(`listings.failed.${type}`))}</Alert>
      ) : !data ? (
        <LoadingRow text={t(`listings.loading.${type}`)} />
      ) : data.listings.length === 0 ? (
        <Alert severity="info">
          {t(narrowed ? 'listings.noMatches' : `listings.empty.${type}`)}
        </Alert>
      ) : (
        <>
          <Box
            data-testid="listing-grid"
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: { xs: 1, sm: 2 },
              opacity: stale ? 0.6 : 1,
            }}
          >
            {(rest ? data.listings : data.listings.slice(0, firstRows)).map((listing, index) => (
              <ListingCard
                key={listing.postHash}
                listing={listing}
                to={detailPathOf(type, listing.postHash)}
                priority={index < firstRows}
              />
            ))}
          </Box>
          <Pager page={page} pages={pages} more={more} onChange={goTo} />
        </>
      )}
    </Container>
  );
}
