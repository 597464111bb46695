import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { PagedTablePanel, panelStateOf } from '../../../shared/components/PagedTablePanel';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { formatDateTime } from '../../../shared/format/date-time';
import { TOP_UP_PAGE_SIZE, useSellerTopUps } from '../hooks/use-seller-subscription';

/** The seller's top-ups, newest first: date, amount and where it came from. */
export function TopUpHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSellerTopUps(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / TOP_UP_PAGE_SIZE)) : 1;
  const language = i18n.language;

  // Three short columns fit a 360 px phone.
  return (
    <PagedTablePanel
      id="top-up-history-title"
      title={t('seller.subscribe.historyTitle')}
      state={panelStateOf(query, (data) => data.data)}
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
      rows={query.data?.data.map((topUp) => (
        <TableRow key={topUp.topUpId}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(topUp.topUpDate, language)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(topUp.topUpAmount, currencyOf(topUp.topUpCurrency), language)}
          </TableCell>
          <TableCell>{t(`seller.subscribe.source.${topUp.source}`)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
