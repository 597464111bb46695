import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import { apiFiltersOf, browseStateOf } from '../../listings/filters/browse-filters';
import type { ListingType } from '../../listings/listing-types';
import { savedApi, savedKeys } from '../api/saved-api';
import { SAVED_SEARCHES_PATH } from '../saved-paths';
import '../i18n';

/** The browse's query as the URL has it now, as the browse request sends it. */
function currentQuery(type: ListingType, params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(apiFiltersOf(browseStateOf(type, params))).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
}

/**
 * Names and saves the browse's search as the URL has it now, with or without e-mail alerts. It
 * is mounted afresh for each opening, starting from the suggested name.
 */
export default function SaveSearchDialog({
  open,
  onClose,
  type,
  suggestedName,
}: {
  open: boolean;
  onClose: () => void;
  type: ListingType;
  suggestedName: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [name, setName] = useState(suggestedName);
  const [emailAlerts, setEmailAlerts] = useState(true);
  const save = useMutation({
    mutationFn: () =>
      savedApi.saveSearch(
        { name: name.trim(), type, query: currentQuery(type, params), emailAlerts },
        t('saved.searches.saveFailed'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('saved.searches.saveTitle')}</DialogTitle>
        <DialogContent>
          {save.isSuccess ? (
            <Alert severity="success">
              {t('saved.searches.saved')}{' '}
              <Link component={RouterLink} to={SAVED_SEARCHES_PATH}>
                {t('saved.searches.title')}
              </Link>
            </Alert>
          ) : (
            <>
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                label={t('saved.searches.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 80 } }}
                error={!name.trim()}
                helperText={
                  name.trim() ? t('saved.searches.nameHelp') : t('saved.searches.nameRequired')
                }
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={emailAlerts}
                    onChange={(e) => setEmailAlerts(e.target.checked)}
                  />
                }
                label={t('saved.searches.emailAlerts')}
              />
              {save.isError && (
                <Alert severity="error">
                  {failureText(save.error, t('saved.searches.saveFailed'))}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(save.isSuccess ? 'saved.close' : 'saved.cancel')}</Button>
          {!save.isSuccess && (
            <Button type="submit" variant="contained" disabled={save.isPending || !name.trim()}>
              {t('saved.searches.saveAction')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
