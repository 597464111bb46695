import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../app/i18n/use-translation';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { failureText } from '../../../shared/errors/failure-text';
import { SnapshotCard } from '../components/SnapshotCard';
import { useFavourites, useToggleFavourite } from '../hooks/use-saved';
import type { Favourite } from '../api/saved-api';
import '../i18n';

function RemoveButton({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const toggle = useToggleFavourite(favourite.postHash);
  return (
    <IconButton
      aria-label={t('saved.favourites.remove', { title: favourite.title })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(false)}
    >
      <DeleteIcon />
    </IconButton>
  );
}

/** The signed-in seller's or buyer's saved listings; those no longer public say what became of them. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {t('saved.favourites.title')}
      </Typography>
      {favourites.isPending && <LoadingRow text={t('saved.favourites.loading')} />}
      {favourites.isError && (
        <Alert severity="error">
          {failureText(favourites.error, t('saved.favourites.loadFailed'))}
        </Alert>
      )}
      {favourites.data?.length === 0 && (
        <Alert severity="info">{t('saved.favourites.empty')}</Alert>
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {favourites.data?.map((favourite) => (
          <li key={favourite.postHash}>
            <SnapshotCard
              listing={favourite}
              linked={favourite.state === 'available'}
              overline={
                favourite.state !== 'available' && (
                  <Chip
                    size="small"
                    color={
                      favourite.state === 'sold' || favourite.state === 'rented'
                        ? 'secondary'
                        : 'default'
                    }
                    label={t(`saved.favourites.state.${favourite.state}`)}
                  />
                )
              }
              actions={<RemoveButton favourite={favourite} />}
            />
          </li>
        ))}
      </Stack>
    </Container>
  );
}
