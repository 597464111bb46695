import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { failureText } from '../../../shared/errors/failure-text';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { savedApi, savedKeys, type Alert as SavedAlert } from '../api/saved-api';
import { SnapshotCard } from '../components/SnapshotCard';
import '../i18n';

const PAGE_SIZE = 20;

function AlertRow({ alert, onOpen }: { alert: SavedAlert; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) =>
    formatMoney(amount, currencyOf(alert.listing.currency), i18n.language);
  const drop = alert.kind === 'priceDrop' && alert.previousPrice !== null;
  return (
    <SnapshotCard
      listing={alert.listing}
      linked
      emphasised={!alert.read}
      onOpen={onOpen}
      overline={
        drop
          ? t('saved.alerts.priceDrop')
          : t('saved.alerts.newMatch', { name: alert.searchName ?? '' })
      }
      price={
        drop ? (
          <>
            <s>{money(alert.previousPrice!)}</s> → {money(alert.listing.price)}
          </>
        ) : undefined
      }
    />
  );
}

/** New listings of the saved searches and price drops on favourites, newest first. */
export function AlertsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const alerts = useQuery({
    queryKey: savedKeys.alerts(page),
    queryFn: () => savedApi.alerts(page, t('saved.alerts.loadFailed')),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: savedKeys.allAlerts }),
      queryClient.invalidateQueries({ queryKey: savedKeys.unread }),
    ]);
  const markRead = useMutation({
    mutationFn: (id: number) => savedApi.markRead(id, t('saved.alerts.loadFailed')),
    onSuccess: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => savedApi.markAllRead(t('saved.alerts.loadFailed')),
    onSuccess: refresh,
  });
  const unread = alerts.data?.meta.unread ?? 0;
  // The list counts the unread too: the header's bell follows it at once.
  useEffect(() => {
    if (alerts.data) queryClient.setQueryData(savedKeys.unread, alerts.data.meta.unread);
  }, [alerts.data, queryClient]);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {t('saved.alerts.title')}
        </Typography>
        {unread > 0 && (
          <Button variant="outlined" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('saved.alerts.markAllRead')}
          </Button>
        )}
      </Stack>
      {alerts.isPending && <LoadingRow text={t('saved.alerts.loading')} />}
      {alerts.isError && (
        <Alert severity="error">{failureText(alerts.error, t('saved.alerts.loadFailed'))}</Alert>
      )}
      {alerts.data?.data.length === 0 && <Alert severity="info">{t('saved.alerts.empty')}</Alert>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {alerts.data?.data.map((alert) => (
          <li key={alert.id}>
            <AlertRow alert={alert} onOpen={() => !alert.read && markRead.mutate(alert.id)} />
          </li>
        ))}
      </Stack>
      {alerts.data && (
        <Pager
          page={page}
          pages={Math.ceil(alerts.data.meta.total / PAGE_SIZE)}
          onChange={setPage}
        />
      )}
    </Container>
  );
}
