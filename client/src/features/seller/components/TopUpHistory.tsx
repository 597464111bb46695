import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTablePanel, panelStateOf } from '../../../shared/components/PagedTablePanel';
import { formatMoney } from '../../../shared/format/money';
import { formatDate } from '../../subscription/format-date';
import { TOP_UP_PAGE_SIZE, useSellerTopUps } from '../hooks/use-seller-subscription';

/** The seller's top-ups, newest first: date, amount and where it came from. */
export function TopUpHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSellerTopUps(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / TOP_UP_PAGE_SIZE)) : 1;
  const language = i18n.resolvedLanguage;

  // Three short columns fit a 360 px phone.
  return (
    <PagedTablePanel
      id="top-up-history-title"
      title={t('seller.subscribe.historyTitle')}
      state={panelStateOf(query, (data) => data.topUps)}
      texts={{
        loading: t('seller.loading'),
        error: t('seller.subscribe.historyFailed'),
        empty: t('seller.subscribe.historyEmpty'),
      }}
      stale={query.isPlaceholderData}
      page={page}
      pages={pages}
      onPageChange={setPage}
      head={
        <>
          <TableCell>{t('seller.subscribe.columns.date')}</TableCell>
          <TableCell align="right">{t('seller.subscribe.columns.amount')}</TableCell>
          <TableCell>{t('seller.subscribe.columns.source')}</TableCell>
        </>
      }
      rows={query.data?.topUps.map((topUp) => (
        <TableRow key={topUp.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(topUp.date, language)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(topUp.amount, topUp.currency, language)}
          </TableCell>
          <TableCell>{t(`seller.subscribe.source.${topUp.source}`)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
