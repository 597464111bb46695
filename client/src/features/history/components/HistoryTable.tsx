import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <>
          <TableCell>{t('history.columns.date')}</TableCell>
          <TableCell>{t('history.columns.buyer')}</TableCell>
          <TableCell>{t('history.columns.phone')}</TableCell>
          {!phone && <TableCell>{t('history.columns.details')}</TableCell>}
        </>
      }
      rows={query.data?.records.map((record) => (
        <Fragment key={record.historyId}>
          <TableRow sx={phone ? { '& > td': { borderBottom: 0 } } : undefined}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(record.date, i18n.resolvedLanguage)}
            </TableCell>
            <TableCell>{`${record.buyerFirstName} ${record.buyerLastName}`}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link href={`tel:${record.buyerPhoneNumber}`}>{record.buyerPhoneNumber}</Link>
            </TableCell>
            {!phone && <TableCell sx={{ minWidth: 220 }}>{record.message}</TableCell>}
          </TableRow>
          {phone && (
            // On a phone the details take a row of their own, under the deal they describe,
            // instead of a column that would sit off the screen.
            <TableRow>
              <TableCell colSpan={3} sx={{ pt: 0 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {t('history.columns.details')}:
                </Typography>{' '}
                {record.message}
              </TableCell>
            </TableRow>
          )}
        </Fragment>
      ))}
    />
  );
}
