import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { Pager } from '../../listings/components/Pager';
import { formatDate } from '../../subscription/format-date';
import { TOP_UP_PAGE_SIZE, useSellerTopUps } from '../hooks/use-seller-subscription';

/** The seller's top-ups, newest first: date, amount and where it came from. */
export function TopUpHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSellerTopUps(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / TOP_UP_PAGE_SIZE)) : 1;
  const language = i18n.resolvedLanguage;

  let body;
  if (query.isPending) body = <CircularProgress size={24} aria-label={t('seller.loading')} />;
  else if (query.isError)
    body = <Alert severity="error">{t('seller.subscribe.historyFailed')}</Alert>;
  else if (query.data.topUps.length === 0)
    body = <Typography color="text.secondary">{t('seller.subscribe.historyEmpty')}</Typography>;
  else
    body = (
      <>
        {/* Three short columns fit a 360 px phone; the container scrolls if a language needs more. */}
        <TableContainer sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="small" aria-labelledby="top-up-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('seller.subscribe.columns.date')}</TableCell>
                <TableCell align="right">{t('seller.subscribe.columns.amount')}</TableCell>
                <TableCell>{t('seller.subscribe.columns.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.topUps.map((topUp) => (
                <TableRow key={topUp.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(topUp.date, language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(topUp.amount, topUp.currency, language)}
                  </TableCell>
                  <TableCell>{t(`seller.subscribe.source.${topUp.source}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager page={page} pages={pages} onChange={setPage} />
      </>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="top-up-history-title" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('seller.subscribe.historyTitle')}
      </Typography>
      {body}
    </Paper>
  );
}
