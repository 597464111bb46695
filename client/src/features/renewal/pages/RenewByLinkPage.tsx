import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { failureText } from '../../../shared/errors/failure-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { detailPathOf, type ListingType } from '../../listings/listing-types';
import { ownListPath } from '../../seller/seller-paths';
import { renewalApi } from '../api/renewal-api';
import '../i18n';

/**
 * /renew/:token, the link of a reminder e-mail: renews that one listing at once, without signing
 * in. Opening the link again says it is already done.
 */
export function RenewByLinkPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  // Asked once per token and kept: a second render or a Back does not send it again.
  const renewal = useQuery({
    queryKey: ['renewal', 'link', token],
    queryFn: () => renewalApi.renewByLink(token, t('renewal.link.failed')),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('renewal.link.title')}
          </Typography>
          {renewal.isPending ? (
            <LoadingRow text={t('renewal.link.working')} />
          ) : renewal.isError ? (
            <>
              <Alert severity="error">{failureText(renewal.error, t('renewal.link.failed'))}</Alert>
              <Button component={RouterLink} to="/login" variant="contained">
                {t('renewal.link.signIn')}
              </Button>
            </>
          ) : (
            <>
              <Alert severity="success">
                {renewal.data.renewed ? t('renewal.link.done') : t('renewal.link.already')}{' '}
                {t('renewal.link.until', {
                  date: formatDateTime(String(renewal.data.expiresAt), i18n.language),
                })}
              </Alert>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  component={RouterLink}
                  to={detailPathOf(renewal.data.type as ListingType, renewal.data.postHash)}
                  variant="contained"
                >
                  {t('renewal.link.view')}
                </Button>
                <Button
                  component={RouterLink}
                  to={ownListPath(renewal.data.type as ListingType)}
                  variant="outlined"
                >
                  {t('renewal.link.mine')}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
