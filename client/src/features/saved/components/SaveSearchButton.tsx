import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
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
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { failureText } from '../../../shared/errors/failure-text';
import { apiFiltersOf, browseStateOf } from '../../listings/filters/browse-filters';
import { TYPE_INFO, type ListingType } from '../../listings/listing-types';
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
 * "Save this search" on a browse page: names the search as the URL has it now (words, filters,
 * order); new listings it finds are then alerted. A visitor is asked to log in first.
 */
export function SaveSearchButton({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [emailAlerts, setEmailAlerts] = useState(true);
  const save = useMutation({
    mutationFn: () =>
      savedApi.saveSearch(
        { name: name.trim(), type, query: currentQuery(type, params), emailAlerts },
        t('saved.searches.saveFailed'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches }),
  });
  if (auth.session && !auth.isSeller && !auth.isBuyer) return null;

  const start = () => {
    if (!auth.session) {
      void navigate('/login', { state: { from: location, notice: 'saved.searches.loginFirst' } });
      return;
    }
    const q = params.get('q')?.trim();
    setName((q ? `${q} · ` : '') + t(TYPE_INFO[type].titleKey));
    save.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate();
  };

  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={start}>
        {t('saved.searches.save')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
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
            <Button onClick={() => setOpen(false)}>
              {t(save.isSuccess ? 'saved.close' : 'saved.cancel')}
            </Button>
            {!save.isSuccess && (
              <Button type="submit" variant="contained" disabled={save.isPending || !name.trim()}>
                {t('saved.searches.saveAction')}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
