import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { failureText } from '../../../shared/errors/failure-text';
import { SellerPageTitle } from '../../seller/components/SellerPageTitle';
import { REQUEST_PAGE_SIZE } from '../api/requests-api';
import { RequestCard } from '../components/RequestCard';
import { useBuyerRequests, useDeleteRequest } from '../hooks/use-buyer-requests';
import '../i18n';

/**
 * A failed call's text: a refusal's reason (4xx) in the user's language; 'failed' when the
 * server failed, 'noAnswer' when it was not reached.
 */
function requestsFailureText(error: unknown, failed: string, noAnswer: string): string {
  const answered = error instanceof ApiError && error.status > 0;
  return failureText(error, answered ? failed : noAnswer);
}

/** /seller/request: 'Requests Sent to You by Buyers', ten to a page, newest first. */
export function BuyerRequestsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBuyerRequests(page);
  const remove = useDeleteRequest();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / REQUEST_PAGE_SIZE)) : 1;

  const deleteRequest = (buyerRequestId: number) =>
    remove.mutate(buyerRequestId, {
      // Deleting the last request of a page leaves it empty: show the one before.
      onSuccess: () => {
        if (query.data?.requests.length === 1 && page > 1) setPage(page - 1);
      },
    });

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let body;
  if (query.isPending) body = <LoadingRow text={t('requests.loading')} />;
  else if (query.isError)
    body = (
      <Alert severity="error">
        {query.error instanceof ApiError && query.error.status === 401
          ? t('requests.notAvailable')
          : requestsFailureText(query.error, t('requests.failed'), t('requests.errors.get'))}
      </Alert>
    );
  else if (query.data.requests.length === 0)
    body = <Alert severity="info">{t('requests.empty')}</Alert>;
  else
    body = (
      <>
        <Box
          component="ul"
          aria-label={t('requests.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            gap: 2,
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {query.data.requests.map((request) => (
            <Box component="li" key={request.buyerRequestId} sx={{ minWidth: 0 }}>
              <RequestCard
                request={request}
                deleting={remove.isPending && remove.variables === request.buyerRequestId}
                onDelete={() => deleteRequest(request.buyerRequestId)}
              />
            </Box>
          ))}
        </Box>
        <Pager page={page} pages={pages} onChange={goTo} />
      </>
    );

  return (
    <>
      <SellerPageTitle title={t('requests.title')} />
      {remove.isError && (
        <Alert severity="error" onClose={() => remove.reset()} sx={{ mb: 2 }}>
          {requestsFailureText(
            remove.error,
            t('requests.errors.delete'),
            t('requests.errors.delete'),
          )}
        </Alert>
      )}
      {remove.isSuccess && (
        <Alert severity="success" onClose={() => remove.reset()} sx={{ mb: 2 }}>
          {t('requests.deleted')}
        </Alert>
      )}
      {body}
    </>
  );
}
