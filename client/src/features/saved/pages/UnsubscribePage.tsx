import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { failureText } from '../../../shared/errors/failure-text';
import { savedApi } from '../api/saved-api';
import '../i18n';

/** An alert e-mail's one-click link: that saved search's e-mails stop, no sign-in needed. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = Number(params.get('search'));
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['saved', 'unsubscribe', search, token],
    queryFn: () => savedApi.unsubscribe(search, token, t('saved.unsubscribe.failed')),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {t('saved.unsubscribe.title')}
      </Typography>
      {result.isPending && <LoadingRow text={t('saved.unsubscribe.working')} />}
      {result.isSuccess && (
        <Alert severity="success">{t('saved.unsubscribe.done', { name: result.data })}</Alert>
      )}
      {result.isError && (
        <Alert severity="error">{failureText(result.error, t('saved.unsubscribe.failed'))}</Alert>
      )}
    </Container>
  );
}
