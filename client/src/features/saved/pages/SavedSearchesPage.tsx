import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { failureText } from '../../../shared/errors/failure-text';
import { TYPE_INFO } from '../../listings/listing-types';
import { savedApi, savedKeys, type SavedSearch } from '../api/saved-api';
import { useSavedSearches } from '../hooks/use-saved';
import '../i18n';

/** The browse page showing what the search finds now. */
export function browseLinkOf(search: SavedSearch): string {
  const params = new URLSearchParams(
    Object.entries(search.query).map(([key, value]) => [key, String(value)]),
  );
  const query = params.toString();
  return `${TYPE_INFO[search.type].browsePath}${query ? `?${query}` : ''}`;
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedKeys.searches });
  const update = useMutation({
    mutationFn: (changes: { name?: string; emailAlerts?: boolean }) =>
      savedApi.updateSearch(search.id, changes, t('saved.searches.saveFailed')),
    onSuccess: () => {
      setEditing(false);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => savedApi.deleteSearch(search.id, t('saved.searches.deleteFailed')),
    onSuccess: refresh,
  });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) update.mutate({ name: name.trim() });
  };
  const words = Object.entries(search.query).filter(([key]) => key !== 'sort');
  const failure = update.error ?? remove.error;

  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      {editing ? (
        <Stack component="form" onSubmit={rename} direction="row" spacing={1} noValidate>
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={t('saved.searches.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <Button type="submit" variant="contained" disabled={!name.trim() || update.isPending}>
            {t('saved.searches.saveAction')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {search.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(TYPE_INFO[search.type].titleKey)}
            </Typography>
          </Box>
          <IconButton
            aria-label={t('saved.searches.rename', { name: search.name })}
            onClick={() => setEditing(true)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={t('saved.searches.delete', { name: search.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
      {words.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {words.map(([key, value]) => (
            <Chip
              key={key}
              size="small"
              label={`${t(`saved.searches.filter.${key}`, { defaultValue: key })}: ${String(value)}`}
            />
          ))}
        </Stack>
      )}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={search.emailAlerts}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ emailAlerts: e.target.checked })}
            />
          }
          label={t('saved.searches.emailAlertsShort')}
        />
        <Button component={RouterLink} to={browseLinkOf(search)} size="small">
          {t('saved.searches.open')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureText(failure, t('saved.searches.saveFailed'))}
        </Alert>
      )}
    </Card>
  );
}

/** The signed-in seller's or buyer's saved searches: open, rename, switch e-mails, delete. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('saved.searches.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('saved.searches.intro')}
      </Typography>
      {searches.isPending && <LoadingRow text={t('saved.searches.loading')} />}
      {searches.isError && (
        <Alert severity="error">
          {failureText(searches.error, t('saved.searches.loadFailed'))}
        </Alert>
      )}
      {searches.data?.length === 0 && <Alert severity="info">{t('saved.searches.empty')}</Alert>}
      <Stack spacing={1.5}>
        {searches.data?.map((search) => (
          <SavedSearchRow key={search.id} search={search} />
        ))}
      </Stack>
    </Container>
  );
}
