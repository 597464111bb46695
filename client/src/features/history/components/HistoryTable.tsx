import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { PagedTablePanel, panelStateOf } from '../../../shared/components/PagedTablePanel';
import { formatDateTime } from '../../../shared/format/date-time';
import type { ListingType } from '../../listings/listing-types';
import { HISTORY_PAGE_SIZE } from '../api/history-api';
import { useHistoryGroup } from '../hooks/use-history';

/** One of the history's four tables, paged on its own. */
export function HistoryTable({ type }: { type: ListingType }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useHistoryGroup(type, page);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <PagedTablePanel
      id={`history-${type}-title`}
      title={t(`history.groups.${type}`)}
      state={panelStateOf(query, (data) => data.records)}
      texts={{
        loading: t('history.loading'),
        error: t('history.failed'),
        empty: t('history.empty'),
      }}
      stale={query.isPlaceholderData}
      page={page}
      pages={pages}
      onPageChange={setPage}
      head={
        phone ? (
          <TableCell>{t('history.columns.details')}</TableCell>
        ) : (
          <>
            <TableCell>{t('history.columns.date')}</TableCell>
            <TableCell>{t('history.columns.buyer')}</TableCell>
            <TableCell>{t('history.columns.phone')}</TableCell>
            <TableCell>{t('history.columns.details')}</TableCell>
          </>
        )
      }
      rows={query.data?.records.map((record) => {
        const date = formatDateTime(record.date, i18n.language);
        const buyer = `${record.buyerFirstName} ${record.buyerLastName}`;
        const phoneLink = (
          <Link href={`tel:${record.buyerPhoneNumber}`}>{record.buyerPhoneNumber}</Link>
        );
        return phone ? (
          // On a phone each deal is one cell of stacked lines, so nothing sits off a narrow screen.
          <TableRow key={record.historyId}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" color="text.secondary">
                {date}
              </Typography>
              <Typography variant="body2">
                {buyer} · {phoneLink}
              </Typography>
              <Typography variant="body2">
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {t('history.columns.details')}:
                </Typography>{' '}
                {record.message}
              </Typography>
            </TableCell>
          </TableRow>
        ) : (
          <TableRow key={record.historyId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
            <TableCell>{buyer}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneLink}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>{record.message}</TableCell>
          </TableRow>
        );
      })}
    />
  );
}
